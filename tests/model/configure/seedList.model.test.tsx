// Model-based test of the seedList chart (src/machines/configure/seedList.machine.ts): the seed statements
// listed under the seed form and 'Indsæt flere' on the configure screen at /m/{id}, walked through
// the real view against the gated backend forwarding to the real server. The conversation holds
// two seeds, one of them voted on (read-only); every refusal the journeys show is the server's own
// except the 500s and lost connections. The two regions never wait for each other, so named
// journeys walk every state and transition once (each path opens the whole admin area).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SeedStatement } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import {
  seedListMachine,
  type SeedListContext,
} from '../../../src/machines/configure/seedList.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin, SLOW } from '../support/adminArea';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const VOTED = 'Flere bænke på torvet';
const FREE = 'Færre biler i midtbyen';
const REWORDED = 'Færre biler i hele midtbyen';
const BULK = ['Gratis bus om lørdagen', 'Flere cykelstier', 'Længere åbningstid på biblioteket'];
const FROM_FILE = ['Flere træer i gaderne', 'Mindre støj om natten'];
const FORM_SEED = 'Bedre belysning ved stationen';

const seedsOf = (...seeds: [number, string, number][]): SeedStatement[] =>
  seeds.map(([tid, txt, votes]) => ({ tid, txt, created: 0, vote_count: votes }));
const polis500 = { error: 'polis_err_internal', message: 'Serveren fejlede.', status: 500 };

/** A file whose contents arrive when the step says so (the chart's `reading` is observable). */
function heldFile(name: string) {
  let release: (content: string) => void = () => undefined;
  const content = new Promise<string>((resolve) => (release = resolve));
  const file = new File(['x'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'text', { value: () => content });
  return { file, release };
}

const listSection = () =>
  screen.getByRole('heading', { name: da.seedList.heading }).closest('section')!;
const bulkBox = () => screen.getByLabelText(da.seedBulk.label) as HTMLTextAreaElement;
type Probe = ReturnType<typeof createSnapshotProbe>;
const real0 = (probe: Probe) => probe.latest()!.context as SeedListContext;
/** The real chart's context (what the server really sent), once it is in the model's state. */
async function real(probe: Probe, expected: { value: unknown }) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), {
    timeout: 2000,
  });
  return probe.latest()!.context as SeedListContext;
}

defineModelTest({
  name: 'seedList',
  machine: seedListMachine,
  input: { conversationId: 'c000000001', maxLength: 140 },
  paths: () => [],
  journeys: {
    'a failed load, retried; a seed reworded after a refusal, another kept; removal after a lost connection':
      [
        'xstate.error.actor.fetchSeeds',
        'seeds.retry',
        'xstate.done.actor.fetchSeeds:two',
        'seed.edit',
        'edit.cancel',
        'seed.edit',
        'edit.change:duplicate',
        'edit.save',
        'xstate.error.actor.saveSeed',
        'edit.change:reworded',
        'edit.save',
        'xstate.done.actor.saveSeed',
        'seed.remove',
        'xstate.error.actor.removeSeed',
        'seed.remove',
        'xstate.done.actor.removeSeed',
        'seeds.changed',
        'xstate.error.actor.fetchSeeds',
        'seeds.changed',
        'seeds.changed',
        'xstate.done.actor.fetchSeeds:afterForm',
        'xstate.done.actor.fetchSeeds:afterForm',
      ],
    'three pasted, one refused and kept in the box; then one more, refused; then a CSV file': [
      'xstate.done.actor.fetchSeeds:two',
      'bulk.change:three',
      'bulk.submit',
      'xstate.done.actor.postBulkSeed',
      'xstate.error.actor.postBulkSeed',
      'xstate.done.actor.postBulkSeed',
      'xstate.done.actor.fetchSeeds:afterBulk',
      'bulk.submit',
      'xstate.error.actor.postBulkSeed',
      'xstate.done.actor.fetchSeeds:afterBulk',
      'bulk.file:csv',
      'xstate.done.actor.readStatementFile',
      'bulk.file:empty',
      'xstate.error.actor.readStatementFile',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(seedListMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    await expectConfigureScreen();
    for (const txt of [VOTED, FREE]) {
      const response = await server().request('/api/v3/comments', {
        method: 'POST',
        token: opened.owner.access_token,
        json: { txt, pid: -1, conversation_id: opened.conversationId, is_seed: true },
      });
      expect(response.status).toBe(200);
    }
    // Opening the draft lets a participant vote on the first seed.
    await server().request('/api/v3/conversations', {
      method: 'PUT',
      token: opened.owner.access_token,
      json: { conversation_id: opened.conversationId, is_draft: false },
    });
    const vote = await server().request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: opened.conversationId, tid: 0, vote: -1 },
    });
    expect(vote.status).toBe(200);
    return { ...opened, probe, files: [] as ReturnType<typeof heldFile>[] };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'xstate.done.actor.listenForChanges': null,
    'xstate.error.actor.listenForChanges': null,
    // The chart's own announcement after 'Tilføj N startudsagn' comes back as this, and is ignored.
    'seeds.ownChange': null,
    'seeds.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.seedList.retry })),
    },
    'seeds.changed': {
      // Another statement is added with the seed form above the list.
      exec: async ({ user, probe }, _event, step) => {
        const text = `${FORM_SEED} (${step.index})`;
        fireEvent.change(screen.getByLabelText(da.seed.label), { target: { value: text } });
        await user.click(screen.getByRole('button', { name: da.seed.submit }));
        await backend.release('POST /comments', 'real');
        if (step.from.matches({ list: { loaded: 'refreshing' } })) {
          // While the list reloads: the chart notes it, and asks again after this answer.
          await vi.waitFor(() => expect(real0(probe).stale).toBe(true));
        }
      },
    },
    'seed.edit': {
      samples: { free: { tid: 1 } },
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: da.seedList.editLabel(1) })),
    },
    'edit.change': {
      samples: { duplicate: { text: VOTED }, reworded: { text: REWORDED } },
      exec: (_ctx, event) =>
        fireEvent.change(screen.getByLabelText(da.seedList.editField(1)), {
          target: { value: event.text },
        }),
    },
    'edit.cancel': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.seedList.cancel })),
    },
    'edit.save': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.seedList.save })),
    },
    'seed.remove': {
      samples: { free: { tid: 1 } },
      exec: ({ user }) =>
        user.click(screen.getByRole('button', { name: da.seedList.removeLabel(1) })),
    },
    'bulk.change': {
      samples: { three: { text: [...BULK, VOTED, ''].join('\n') } },
      exec: (_ctx, event) => fireEvent.change(bulkBox(), { target: { value: event.text } }),
    },
    'bulk.file': {
      samples: {
        csv: { file: new File(['x'], 'udsagn.csv') },
        empty: { file: new File(['x'], 'tom.csv') },
      },
      exec: async (ctx, _event, step) => {
        const held = heldFile(`${step.sample}.csv`);
        ctx.files.push(held);
        await ctx.user.upload(screen.getByLabelText(da.seedBulk.file), held.file);
      },
    },
    'bulk.submit': {
      exec: ({ user }, _event, step) =>
        user.click(
          screen.getByRole('button', {
            name: da.seedBulk.submit(step.from.context.toAdd.length === 0 ? 3 : 1),
          }),
        ),
    },
    'xstate.done.actor.fetchSeeds': {
      samples: {
        two: { output: seedsOf([0, VOTED, 1], [1, FREE, 0]) },
        afterForm: { output: seedsOf([0, VOTED, 1], [2, FORM_SEED, 0]) },
        afterBulk: { output: seedsOf([0, VOTED, 1], [1, FREE, 0], [2, BULK[0], 0]) },
      },
      exec: () => backend.release('GET /seedComments', 'real'),
    },
    'xstate.error.actor.fetchSeeds': {
      exec: () => backend.release('GET /seedComments', { status: 500, json: polis500 }),
    },
    'xstate.done.actor.saveSeed': {
      samples: { saved: { output: seedsOf([0, VOTED, 1], [1, REWORDED, 0]) } },
      exec: () => backend.release('PUT /seedComments', 'real'),
    },
    // The server's own 409: the words are another seed's.
    'xstate.error.actor.saveSeed': {
      exec: () => backend.release('PUT /seedComments', 'real'),
    },
    'xstate.done.actor.removeSeed': {
      samples: { removed: { output: seedsOf([0, VOTED, 1]) } },
      exec: () => backend.release('DELETE /seedComments', 'real'),
    },
    'xstate.error.actor.removeSeed': {
      exec: () => backend.release('DELETE /seedComments', 'network-error'),
    },
    'xstate.done.actor.postBulkSeed': {
      samples: { added: { output: { tid: 2, currentPid: 0 } } },
      exec: () => backend.release('POST /comments', 'real'),
    },
    'xstate.error.actor.postBulkSeed': {
      exec: () => backend.release('POST /comments', { status: 500, json: polis500 }),
    },
    'xstate.done.actor.readStatementFile': {
      samples: { read: { output: FROM_FILE.join('\n') } },
      exec: ({ files }) =>
        files.at(-1)!.release(`nr;udsagn\n1;${FROM_FILE[0]}\n2;${FROM_FILE[1]}\n`),
    },
    'xstate.error.actor.readStatementFile': {
      exec: ({ files }) => files.at(-1)!.release('\n\n'),
    },
  },
  states: {
    'list.loading': async () => {
      await backend.waitForRequest('GET /seedComments');
      expect(within(listSection()).getByRole('status')).toHaveTextContent(da.seedList.loading);
    },
    'list.failed': async () => {
      const alert = await within(listSection()).findByRole('alert', {}, SLOW);
      expect(alert).toHaveTextContent(da.seedList.loadFailed);
      expect(alert).toHaveTextContent('Serveren fejlede.');
    },
    'list.loaded': async ({ probe }, snapshot) => {
      const { seeds } = await real(probe, snapshot);
      const section = listSection();
      expect(
        await within(section).findByText(da.seedList.count(seeds.length), { exact: false }),
      ).toBeVisible();
      for (const seed of seeds) {
        if (seed.vote_count > 0) {
          // Voted on: read-only, and the reason is given.
          expect(within(section).getAllByText(seed.txt)[0]).toBeVisible();
          expect(
            within(section).queryByRole('button', { name: da.seedList.editLabel(seed.tid) }),
          ).not.toBeInTheDocument();
          expect(
            within(section).getByText(da.seedList.lockedReason, { exact: false }),
          ).toBeVisible();
        }
      }
    },
    'list.loaded.viewing': async ({ probe }, snapshot) => {
      const { seeds, rowError, listError } = await real(probe, snapshot);
      for (const seed of seeds.filter((s: SeedStatement) => s.vote_count === 0)) {
        expect(screen.getByText(seed.txt)).toBeVisible();
        expect(
          screen.getByRole('button', { name: da.seedList.removeLabel(seed.tid) }),
        ).toBeVisible();
      }
      if (rowError) expect(within(listSection()).getByRole('alert')).toBeVisible();
      if (listError) expect(screen.getByText(da.seedList.staleList)).toBeVisible();
    },
    'list.loaded.refreshing': async () => {
      await backend.waitForRequest('GET /seedComments');
      expect(
        await within(listSection()).findByText(da.seedList.refreshing, { exact: false }),
      ).toBeVisible();
    },
    'list.loaded.editing': async ({ probe }, snapshot) => {
      const { editing, rowError } = await real(probe, snapshot);
      const field = screen.getByLabelText(da.seedList.editField(1));
      expect(field).toHaveValue(editing!.text);
      expect(field).not.toHaveAttribute('readonly');
      if (rowError) {
        expect(await within(listSection()).findByRole('alert')).toHaveTextContent(
          da.seed.duplicate,
        );
      }
    },
    'list.loaded.saving': async () => {
      await backend.waitForRequest('PUT /seedComments');
      expect(screen.getByRole('button', { name: da.seedList.saving })).toBeVisible();
      expect(screen.getByLabelText(da.seedList.editField(1))).toHaveAttribute('readonly');
    },
    'list.loaded.removing': async () => {
      await backend.waitForRequest('DELETE /seedComments');
      expect(screen.getByRole('button', { name: da.seedList.removeLabel(1) })).toHaveTextContent(
        da.seedList.removing,
      );
    },
    'bulk.editing': async ({ probe }, snapshot) => {
      const { bulkText, refused, lastAdded, fileError } = await real(probe, snapshot);
      expect(bulkBox()).toHaveValue(bulkText);
      expect(bulkBox()).not.toHaveAttribute('readonly');
      if (refused.length > 0) {
        const alert = screen.getByText(da.seedBulk.refusedHeading(refused.length)).parentElement!;
        for (const item of refused) expect(alert).toHaveTextContent(item.text);
        expect(alert).toHaveTextContent('Serveren fejlede.');
      }
      if (lastAdded !== null) {
        expect(screen.getByText(da.seedBulk.added(lastAdded))).toBeVisible();
      }
      if (fileError) {
        expect(screen.getByText(da.seedBulk.fileFailed(fileError))).toBeVisible();
      }
      if (bulkText.includes(VOTED)) {
        // The preview names the line that is already a seed before anything is sent.
        expect(screen.getByText(da.seedBulk.problems.duplicate, { exact: false })).toBeVisible();
      }
    },
    'bulk.reading': () => {
      expect(screen.getByText(da.seedBulk.reading)).toBeVisible();
    },
    'bulk.adding': async ({ probe }, snapshot) => {
      await backend.waitForRequest('POST /comments');
      const { added, refused, toAdd } = await real(probe, snapshot);
      expect(
        screen.getByText(da.seedBulk.progress(added + refused.length + 1, toAdd.length)),
      ).toBeVisible();
      expect(bulkBox()).toHaveAttribute('readonly');
    },
  },
  labels: {
    events: {
      'seeds.retry': "Klik 'Prøv igen' under 'Tilføjede startudsagn'",
      'seeds.changed': "Tilføj 'Bedre belysning ved stationen' med formularen ovenover",
      'seed.edit:free': "Klik 'Ret' ved udsagn nr. 1",
      'edit.change:duplicate': "Skriv 'Flere bænke på torvet' (et andet startudsagns tekst)",
      'edit.change:reworded': "Skriv 'Færre biler i hele midtbyen'",
      'edit.cancel': "Klik 'Annullér'",
      'edit.save': "Klik 'Gem'",
      'seed.remove:free': "Klik 'Slet' ved udsagn nr. 1",
      'bulk.change:three': "Indsæt tre nye udsagn og ét, der allerede findes, i 'Indsæt flere'",
      'bulk.file:csv': 'Vælg en CSV-fil med kolonnen udsagn',
      'bulk.file:empty': 'Vælg en CSV-fil uden udsagn',
      'bulk.submit': "Klik 'Tilføj N startudsagn'",
      'xstate.done.actor.fetchSeeds:two': 'Serveren sender de to startudsagn',
      'xstate.done.actor.fetchSeeds:afterForm': 'Serveren sender listen med det nye udsagn',
      'xstate.done.actor.fetchSeeds:afterBulk': 'Serveren sender listen efter tilføjelsen',
      'xstate.error.actor.fetchSeeds': 'Serveren svarer 500',
      'xstate.done.actor.saveSeed:saved': 'Serveren gemmer den nye tekst',
      'xstate.error.actor.saveSeed': 'Serveren svarer 409: teksten findes allerede',
      'xstate.done.actor.removeSeed:removed': 'Serveren sletter udsagnet',
      'xstate.error.actor.removeSeed': 'Ingen forbindelse til serveren',
      'xstate.done.actor.postBulkSeed:added': 'Serveren gemmer udsagnet',
      'xstate.error.actor.postBulkSeed': 'Serveren svarer 500',
      'xstate.done.actor.readStatementFile:read': 'Filen er læst',
      'xstate.error.actor.readStatementFile': 'Filen har ingen udsagn',
    },
    states: {
      'list.loading': "'Henter startudsagn …'",
      'list.failed': "'Startudsagnene kunne ikke hentes.' med serverens grund og 'Prøv igen'",
      'list.loaded.viewing':
        "'N af anbefalede 8–10 startudsagn'; hvert udsagn; 'Ret'/'Slet' kun uden stemmer",
      'list.loaded.refreshing': "Listen står; 'Opdaterer listen …'",
      'list.loaded.editing': 'Feltet med udsagnets tekst; en afvisning står ved udsagnet',
      'list.loaded.saving': "'Gemmer…'; feltet er skrivebeskyttet",
      'list.loaded.removing': "'Sletter …' ved udsagnet",
      'bulk.editing': 'Feltet, forhåndsvisningen med hver linjes problem, og hvad der ikke kom med',
      'bulk.reading': "'Læser filen …'",
      'bulk.adding': "'Tilføjer N af M …'; feltet er skrivebeskyttet",
    },
  },
});
