// Model-based test of the reportText chart (src/machines/reportText/reportText.machine.ts): the
// owner's editor of a report version's text at /m/{id}/reports/{report_id}, walked by named
// journeys through the real view against the gated backend forwarding to the real server. Each
// journey has its own conversation with two opinion groups (computed for real) and one report;
// what another window does (a save, a publication, a withdrawal) is done through the API before
// the held request is answered, so the server really answers 409 or 410.
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError } from '../../../src/api/common/apiError';
import { ReportTextConflict } from '../../../src/api/reportText';
import type { ReportTextBody, ReportTextSection } from '../../../contract/reportText';
import * as da from '../../../src/copy/da';
import { reportTextMachine } from '../../../src/machines/reportText/reportText.machine';
import { addParticipants, castVotes, postSeed } from '../../server/support/activity';
import { zidOf } from '../../server/support/activity';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const t = da.reportText;

const FIRST = 'Gruppe A vil have flere cykelstier.';
const SECOND = 'Gruppe A vil have cykelstier og bænke.';
const THEIRS = 'Teksten fra det andet vindue.';

/** Sections shaped like the seeded report's draft: two groups, three method paragraphs. */
const shaped = (groupsFirst: string): ReportTextSection[] => [
  { key: 'summary', heading: 'Kort fortalt', paragraphs: ['Deltagere.', 'Grupper.'] },
  { key: 'groups', heading: 'Meningsgrupperne', paragraphs: [groupsFirst, 'Gruppe B.'] },
  { key: 'consensus', heading: 'Det er de fleste enige om', paragraphs: ['Enighed.'] },
  { key: 'divisive', heading: 'Her er der uenighed', paragraphs: ['Uenighed.'] },
  {
    key: 'method',
    heading: 'Sådan er tallene fremkommet',
    paragraphs: ['Metode.', 'Niveau.', 'Grænser.'],
  },
];
const body = (over: Partial<ReportTextBody> = {}): ReportTextBody => ({
  report_id: 'r1',
  sections: shaped('Gruppe A består af 10 deltagere.'),
  version: 0,
  published_at: null,
  withdrawn_at: null,
  ...over,
});
const conflict = new ReportTextConflict(
  new ApiError({
    status: 409,
    statusText: 'Conflict',
    polisError: 'polis_err_report_text_changed',
  }),
  body({ sections: shaped(THEIRS), version: 2 }),
);
const locked = new ApiError({
  status: 409,
  statusText: 'Conflict',
  polisError: 'polis_err_report_text_published',
});

/** Three statements, two camps of ten voting opposite on two of them: two opinion groups. */
async function seedReport(conversationId: string, token: string): Promise<string> {
  for (const txt of ['Flere cykelstier', 'Færre biler', 'Flere bænke']) {
    await postSeed(server(), token, conversationId, txt);
  }
  const zid = await zidOf(server().db, conversationId);
  const pids = await addParticipants(server().db, zid, 20);
  const at = Date.UTC(2025, 4, 12, 10);
  await castVotes(
    server().db,
    zid,
    pids.flatMap((pid, i) => [
      { pid, tid: 0, vote: i % 2 ? 1 : -1, created: at + 3 * i },
      { pid, tid: 1, vote: i % 2 ? -1 : 1, created: at + 3 * i + 1 },
      { pid, tid: 2, vote: -1, created: at + 3 * i + 2 },
    ]),
  );
  await server().math.catchUp();
  await server().math.flush();
  const made = await server().request('/api/v3/reports', {
    method: 'POST',
    token,
    json: { conversation_id: conversationId },
  });
  return ((await made.json()) as { report_id: string }).report_id;
}

type Ctx = Awaited<ReturnType<typeof openAdmin>> & { reportId: string; token: string };

/** Another window of the owner's: a call straight to the server. */
async function elsewhere(ctx: Ctx, path: string, json: unknown, method = 'POST') {
  const response = await server().request(`/api/v3/reportText${path}`, {
    method,
    token: ctx.token,
    json,
  });
  expect(response.status).toBe(200);
}
async function stored(ctx: Ctx): Promise<ReportTextBody> {
  const response = await server().request(`/api/v3/reportText?report_id=${ctx.reportId}`, {
    token: ctx.token,
  });
  return (await response.json()) as ReportTextBody;
}
const paragraphs = () =>
  (screen.queryAllByRole('textbox') as HTMLTextAreaElement[]).map((area) => area.value);
const button = (name: string) => screen.getByRole('button', { name });

defineModelTest({
  name: 'reportText',
  machine: reportTextMachine,
  input: { conversationId: 'c000000001', reportId: 'r1' },
  serializeState: (s) => JSON.stringify(s.value),
  paths: () => [],
  journeys: {
    'edit, save after a failure, publish after a failure, withdraw after a failure': [
      'xstate.done.actor.loadText:draft',
      'text.edit:first',
      'text.add:summary',
      'text.remove:summary',
      'text.save',
      'xstate.done.actor.saveText',
      'text.edit:second',
      'text.save',
      'xstate.error.actor.saveText:network',
      'text.save',
      'xstate.done.actor.saveText',
      'text.publish',
      'xstate.error.actor.publishText:network',
      'text.publish',
      'xstate.done.actor.publishText',
      'withdraw.ask',
      'withdraw.cancel',
      'withdraw.ask',
      'withdraw.confirm',
      'xstate.error.actor.withdrawVersion:network',
      'withdraw.cancel',
      'withdraw.ask',
      'withdraw.confirm',
      'xstate.error.actor.withdrawVersion:network',
      'withdraw.confirm',
      'xstate.done.actor.withdrawVersion',
    ],
    'withdraw asked from the draft, the failed save and the saved text': [
      'xstate.done.actor.loadText:draft',
      'withdraw.ask',
      'withdraw.confirm',
      'xstate.error.actor.withdrawVersion:network',
      'withdraw.cancel',
      'text.edit:first',
      'text.save',
      'xstate.error.actor.saveText:network',
      'withdraw.ask',
      'withdraw.cancel',
      'text.save',
      'xstate.done.actor.saveText',
      'withdraw.ask',
      'withdraw.confirm',
      'xstate.done.actor.withdrawVersion',
    ],
    'saved in another window: keep mine, then take theirs': [
      'xstate.done.actor.loadText:draft',
      'text.edit:first',
      'text.save',
      'xstate.error.actor.saveText:conflict',
      'conflict.keepMine',
      'xstate.done.actor.saveText',
      'text.edit:second',
      'text.save',
      'xstate.error.actor.saveText:conflict',
      'conflict.takeTheirs',
    ],
    'published in another window: the save is refused, the reload shows it published': [
      'xstate.done.actor.loadText:draft',
      'text.edit:first',
      'text.save',
      'xstate.error.actor.saveText:locked',
      'text.retry',
      'xstate.done.actor.loadText:published',
    ],
    'the draft published as it is': [
      'xstate.done.actor.loadText:draft',
      'text.publish',
      'xstate.done.actor.publishText',
    ],
    'no connection, then a withdrawn version': [
      'xstate.error.actor.loadText:network',
      'text.retry',
      'xstate.done.actor.loadText:withdrawn',
    ],
    'refused: not the owner': ['xstate.error.actor.loadText:forbidden'],
  },
  setup: async () => {
    const probe = createSnapshotProbe(reportTextMachine.id);
    let reportId = '';
    let token = '';
    const opened = await openAdmin(server(), () => `/reports/${reportId}`, {
      inspect: probe.inspect,
      prepare: async ({ conversationId, owner }) => {
        token = owner.access_token;
        reportId = await seedReport(conversationId, token);
      },
    });
    backend.autoRelease('GET /conversations', 'real');
    return { ...opened, reportId, token, probe } as Ctx & { probe: typeof probe };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'text.edit': {
      samples: {
        first: { section: 1, paragraph: 0, value: FIRST },
        second: { section: 1, paragraph: 0, value: SECOND },
      },
      exec: async ({ user }, event) => {
        const area = screen.getByRole('textbox', { name: t.paragraphLabel('Meningsgrupperne', 1) });
        await user.clear(area);
        await user.type(area, event.value);
      },
    },
    'text.add': {
      samples: { summary: { section: 0 } },
      exec: ({ user }) => user.click(button(t.addParagraphLabel('Kort fortalt'))),
    },
    'text.remove': {
      samples: { summary: { section: 0, paragraph: 0 } },
      exec: ({ user }) => user.click(button(t.removeParagraphLabel('Kort fortalt', 1))),
    },
    'text.save': { exec: ({ user }) => user.click(button(t.save)) },
    'text.publish': { exec: ({ user }) => user.click(button(t.publish)) },
    'text.retry': {
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: /Prøv igen|Hent teksten igen/ })),
    },
    'conflict.keepMine': { exec: ({ user }) => user.click(button(t.keepMine)) },
    'conflict.takeTheirs': { exec: ({ user }) => user.click(button(t.takeTheirs)) },
    'withdraw.ask': { exec: ({ user }) => user.click(button(t.withdraw)) },
    'withdraw.confirm': { exec: ({ user }) => user.click(button(t.withdrawConfirm)) },
    'withdraw.cancel': { exec: ({ user }) => user.click(button(t.withdrawCancel)) },
    'xstate.done.actor.loadText': {
      samples: {
        draft: { output: body() },
        published: { output: body({ published_at: Date.UTC(2026, 11, 1) }) },
        withdrawn: { output: body({ withdrawn_at: Date.UTC(2026, 11, 1) }) },
      },
      exec: async (ctx, _event, step) => {
        // The other window acts first where the sample says so (a reload after 'locked' finds the
        // text published already).
        if (step.sample === 'withdrawn')
          await elsewhere(ctx, '/withdraw', { report_id: ctx.reportId });
        await backend.release('GET /reportText', 'real');
      },
    },
    'xstate.error.actor.loadText': {
      samples: { network: apiFaultSamples.network, forbidden: apiFaultSamples.forbidden },
      exec: async (_ctx, _event, step) => {
        if (step.sample === 'forbidden') {
          // A GET refused with 403 is asked once more (RETRY_403_MS): refused twice.
          await failRequest(backend, 'GET /reportText', 'forbidden');
          return;
        }
        await failRequest(backend, 'GET /reportText', step.sample);
      },
    },
    'xstate.done.actor.saveText': {
      samples: { saved: { output: body({ version: 1 }) } },
      exec: () => backend.release('PUT /reportText', 'real'),
    },
    'xstate.error.actor.saveText': {
      samples: {
        network: apiFaultSamples.network,
        conflict: { error: conflict },
        locked: { error: locked },
      },
      exec: async (ctx, _event, step) => {
        if (step.sample === 'conflict') {
          const now = await stored(ctx);
          await elsewhere(
            ctx,
            '',
            {
              report_id: ctx.reportId,
              version: now.version,
              sections: shaped(THEIRS).map((s, i) => ({ ...s, heading: now.sections[i].heading })),
            },
            'PUT',
          );
          return backend.release('PUT /reportText', 'real');
        }
        if (step.sample === 'locked') {
          await elsewhere(ctx, '/publish', {
            report_id: ctx.reportId,
            version: (await stored(ctx)).version,
          });
          return backend.release('PUT /reportText', 'real');
        }
        return failRequest(backend, 'PUT /reportText', step.sample);
      },
    },
    'xstate.done.actor.publishText': {
      samples: { published: { output: body({ published_at: Date.UTC(2026, 11, 1) }) } },
      exec: () => backend.release('POST /reportText/publish', 'real'),
    },
    'xstate.error.actor.publishText': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'POST /reportText/publish', step.sample),
    },
    'xstate.done.actor.withdrawVersion': {
      samples: { withdrawn: { output: body({ withdrawn_at: Date.UTC(2026, 11, 1) }) } },
      exec: () => backend.release('POST /reportText/withdraw', 'real'),
    },
    'xstate.error.actor.withdrawVersion': {
      samples: { network: apiFaultSamples.network },
      exec: (_ctx, _event, step) => failRequest(backend, 'POST /reportText/withdraw', step.sample),
    },
  },
  states: {
    loading: async ({ reportId }) => {
      const request = await backend.waitForRequest('GET /reportText');
      expect(request.url.searchParams.get('report_id')).toBe(reportId);
      expect(await screen.findByText(t.loading, {}, SLOW)).toBeInTheDocument();
    },
    failed: async () => {
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(t.loadFailed);
    },
    denied: async () => {
      expect(await screen.findByText(t.denied, {}, SLOW)).toBeVisible();
      expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    },
    editing: async () => {
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Meningsgrupperne' }, SLOW),
      ).toBeVisible();
      expect(paragraphs().length).toBeGreaterThanOrEqual(9);
    },
    'editing.idle': async () => {
      expect(
        screen.getByText(/Udkast – ikke udgivet endnu\.|Du har ændringer|Gemt – ikke udgivet/),
      ).toBeVisible();
    },
    'editing.saving': async () => {
      await backend.waitForRequest('PUT /reportText');
      expect(await screen.findByText(t.saving)).toBeVisible();
    },
    'editing.saved': async (ctx) => {
      expect(await screen.findByText(/Teksten er gemt\.|Du har ændringer/)).toBeVisible();
      // Nothing changed since: what the screen shows is what the server stored.
      if (screen.queryByText(t.unsaved)) return;
      const saved = await stored(ctx);
      expect(paragraphs().filter((p) => p.trim())).toEqual(
        saved.sections.flatMap((s) => s.paragraphs),
      );
    },
    'editing.failed': async () => {
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(/Teksten blev ikke gemt|Teksten blev ikke udgivet/);
      expect(alert).toHaveTextContent(da.errors.network);
      // Nothing typed is lost.
      expect(paragraphs().length).toBeGreaterThanOrEqual(9);
    },
    'editing.conflict': async () => {
      const alert = await screen.findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(t.conflictTitle);
      expect(within(alert).getByRole('button', { name: t.keepMine })).toBeVisible();
    },
    'editing.locked': async () => {
      expect(await screen.findByText(t.locked, {}, SLOW)).toBeVisible();
    },
    publishing: async () => {
      await backend.waitForRequest('POST /reportText/publish');
      expect(await screen.findByText(t.publishing)).toBeVisible();
    },
    published: async (ctx) => {
      expect(await screen.findByText(/^Teksten er udgivet/, {}, SLOW)).toBeVisible();
      expect(screen.queryAllByRole('textbox')).toHaveLength(0);
      expect((await stored(ctx)).published_at).toEqual(expect.any(Number));
    },
    confirmWithdraw: async () => {
      const dialog = await screen.findByRole('alertdialog', { name: t.withdrawTitle });
      expect(within(dialog).getByRole('button', { name: t.withdrawCancel })).toHaveFocus();
    },
    withdrawing: async () => {
      await backend.waitForRequest('POST /reportText/withdraw');
      expect(await screen.findByText(t.withdrawing)).toBeInTheDocument();
    },
    withdrawFailed: async () => {
      const dialog = await screen.findByRole('alertdialog', { name: t.withdrawTitle });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(t.withdrawFailed);
    },
    withdrawn: async (ctx) => {
      expect(await screen.findByText(/^Rapporten er trukket tilbage/, {}, SLOW)).toBeVisible();
      const page = await server().request(`/api/v3/reportData?report_id=${ctx.reportId}`);
      expect(page.status).toBe(410);
    },
  },
  labels: {
    events: {
      'text.edit:first': "Skriv 'Gruppe A vil have flere cykelstier.' i gruppens første afsnit",
      'text.edit:second': "Skriv 'Gruppe A vil have cykelstier og bænke.' i gruppens første afsnit",
      'text.add:summary': "Klik 'Tilføj afsnit' under 'Kort fortalt'",
      'text.remove:summary': "Klik 'Slet afsnit' ved det første afsnit under 'Kort fortalt'",
      'text.save': "Klik 'Gem teksten'",
      'text.publish': "Klik 'Udgiv teksten'",
      'text.retry': "Klik 'Prøv igen' eller 'Hent teksten igen'",
      'conflict.keepMine': "Klik 'Behold min tekst'",
      'conflict.takeTheirs': "Klik 'Brug den gemte tekst'",
      'withdraw.ask': "Klik 'Træk rapporten tilbage'",
      'withdraw.confirm': "Klik 'Ja, træk den tilbage'",
      'withdraw.cancel': "Klik 'Fortryd'",
      'xstate.done.actor.loadText:draft': 'Serveren sender udkastet',
      'xstate.done.actor.loadText:published': 'Serveren sender den udgivne tekst',
      'xstate.done.actor.loadText:withdrawn':
        'Ejeren har trukket rapporten tilbage; serveren siger det',
      'xstate.error.actor.loadText:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.loadText:forbidden': 'Serveren svarer 403: ikke samtalens ejer',
      'xstate.done.actor.saveText:saved': 'Serveren gemmer teksten',
      'xstate.error.actor.saveText:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.saveText:conflict':
        'Teksten er gemt i et andet vindue; serveren svarer 409',
      'xstate.error.actor.saveText:locked':
        'Teksten er udgivet i et andet vindue; serveren svarer 409',
      'xstate.done.actor.publishText:published': 'Serveren udgiver teksten',
      'xstate.error.actor.publishText:network': 'Ingen forbindelse til serveren',
      'xstate.done.actor.withdrawVersion:withdrawn': 'Serveren trækker rapporten tilbage',
      'xstate.error.actor.withdrawVersion:network': 'Ingen forbindelse til serveren',
    },
    states: {
      loading: "'Henter rapportens tekst'",
      failed: "'Rapportens tekst kunne ikke hentes.' med 'Prøv igen'",
      denied: "'Kun samtalens ejer kan skrive og udgive rapportens tekst.'",
      'editing.idle': 'Afsnittene under de faste overskrifter, hvert i et tekstfelt',
      'editing.saving': "'Gemmer teksten …'",
      'editing.saved': "'Teksten er gemt.'",
      'editing.failed': "'Teksten blev ikke gemt.' eller 'Teksten blev ikke udgivet.' og hvorfor",
      'editing.conflict':
        "'Teksten er gemt i et andet vindue' med 'Behold min tekst' og 'Brug den gemte tekst'",
      'editing.locked': "'Teksten kan ikke længere ændres …' med 'Hent teksten igen'",
      publishing: "'Udgiver teksten …'",
      published: "'Teksten er udgivet …', uden tekstfelter",
      confirmWithdraw: "Dialogen 'Træk rapporten tilbage?'",
      withdrawing: "'Trækker rapporten tilbage …'",
      withdrawFailed: "'Rapporten blev ikke trukket tilbage.' i dialogen",
      withdrawn: "'Rapporten er trukket tilbage …'",
    },
  },
});
