// Model-based test of the publicReport chart (src/machines/publicReport.machine.ts): every path walked
// through the real public report at /report/{report_id}, against the gated backend forwarding to
// the real server. Each path has its own conversation (three statements, five participants' votes,
// so each of the four orders differs, and two camps of ten that make two opinion groups, computed
// for real) and two reports of it made through POST /reports; the page opens the older, which links
// to the newer. The screen is compared with what the server really sent (frozen in the report), in
// the order lib/reportSort.ts gives.
import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ReportData } from '../../../../contract/types';
import * as da from '../../../../src/copy/da';
import {
  sortStatements,
  voteShares,
} from '../../../../src/machines/public/publicReport/reportSort';
import { publicReportMachine } from '../../../../src/machines/public/publicReport/publicReport.machine';
import { mathStatusText, reportDate } from '../../../../src/views/public/publicReport/reportText';
import { addParticipants, castVotes } from '../../../server/support/activity';
import { createGatedBackend } from '../../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../../harness/walkModel';
import { apiFaultSamples, failRequest } from '../../support/apiFaults';
import {
  createPublicConversation,
  DESCRIPTION,
  ensureStatements,
  refusals,
  renderPublicAt,
  STATEMENTS,
  TOPIC,
  withParam,
} from '../../support/publicPages';
import { setupPublicServer } from '../../support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const SLOW = { timeout: 5000 };
const UNKNOWN_REPORT = `r${'z'.repeat(20)}`;

/** A sample of what the server sends (the screen is checked against the real answer). */
const SAMPLE: ReportData = {
  report: { report_id: 'r00000000000000000001', created: Date.UTC(2025, 4, 12), mod_level: 0 },
  conversation: { conversation_id: 'c000000001', topic: TOPIC, description: DESCRIPTION },
  totals: { participants: 5, voters: 5, votes: 10, statements: 3 },
  statements: STATEMENTS.map((txt, tid) => ({
    tid,
    txt,
    agrees: 1,
    disagrees: 1,
    passes: 0,
    votes: 2,
    important: 0,
    mod: 1 as const,
    is_meta: false,
  })),
  stats: { firstVoteTimes: [1, 2, 3], firstCommentTimes: [1] },
  taken_at: Date.UTC(2025, 4, 12),
  math: null,
  newer: [],
};

type Snapshot = SnapshotFrom<typeof publicReportMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

const sortSelect = () => screen.getByLabelText(da.publicReport.sortLabel) as HTMLSelectElement;

/** Ten participants in each of two camps: camp A agrees with S1 and S3 and disagrees with S2, camp B
 * the other way round but agrees with S3 too — two opinion groups and one statement they share. */
async function plantCamps(zid: number) {
  const pids = await addParticipants(server().db, zid, 20);
  const at = Date.UTC(2025, 4, 12, 11, 0);
  await castVotes(
    server().db,
    zid,
    pids.flatMap((pid, i) => {
      const campA = i % 2 === 0;
      return [
        { pid, tid: 0, vote: campA ? -1 : 1, created: at + 3 * i },
        { pid, tid: 1, vote: campA ? 1 : -1, created: at + 3 * i + 1 },
        { pid, tid: 2, vote: -1, created: at + 3 * i + 2 },
      ] as const;
    }),
  );
}

/** Three statements and five participants: agree / disagree / pass counts that sort four ways; then
 * the two camps, the opinion groups computed, and two reports (the page opens the older). */
async function seedReport() {
  const conversation = await createPublicConversation(server());
  await ensureStatements(server(), conversation); // S1 agree, S2 disagree, S2 pass
  const [c, d, e] = await addParticipants(server().db, conversation.zid, 3);
  const at = Date.UTC(2025, 4, 12, 10, 0);
  await castVotes(server().db, conversation.zid, [
    { pid: c, tid: 0, vote: 1, created: at },
    { pid: d, tid: 0, vote: 1, created: at + 60_000 },
    { pid: e, tid: 0, vote: -1, created: at + 120_000 },
    { pid: c, tid: 1, vote: -1, created: at + 180_000 },
    { pid: d, tid: 1, vote: -1, created: at + 240_000 },
    { pid: c, tid: 2, vote: -1, created: at + 300_000 },
  ]);
  await plantCamps(conversation.zid);
  await server().math.catchUp();
  await server().math.flush();
  const publish = async () => {
    const created = await server().request('/api/v3/reports', {
      method: 'POST',
      token: conversation.ownerToken,
      json: { conversation_id: conversation.conversationId },
    });
    return ((await created.json()) as { report_id: string }).report_id;
  };
  const older = await publish();
  await publish();
  // The older version's text is published as drafted (docs/behaviour.md#the-reports-written-text).
  const published = await server().request('/api/v3/reportText/publish', {
    method: 'POST',
    token: conversation.ownerToken,
    json: { report_id: older, version: 0 },
  });
  expect(published.status).toBe(200);
  return { reportId: older, ownerToken: conversation.ownerToken };
}

/** The published text: its sections, and every statement mark a link into the list. */
function expectText(data: ReportData) {
  const text = screen.getByRole('region', { name: da.publicReport.textHeading });
  for (const section of data.text!.sections) {
    expect(within(text).getByRole('heading', { level: 3, name: section.heading })).toBeVisible();
  }
  const marks = within(text).getAllByRole('link', { name: /^\(#\d+\)$/ });
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) {
    const target = document.getElementById(mark.getAttribute('href')!.slice(1));
    expect(target).toHaveClass('report-statement');
  }
}

/** The frozen opinion groups as the server sent them: status, a section per group, the lists. */
function expectGroups(data: ReportData) {
  const math = data.math!;
  expect(math.groups).toHaveLength(2);
  expect(screen.getByText(mathStatusText(math, data.totals.votes))).toBeVisible();
  expect(screen.getByText(da.reportGroups.takenAt(reportDate(data.taken_at)))).toBeVisible();
  const newer = screen.getByRole('complementary', { name: da.reportGroups.newerHeading });
  expect(within(newer).getByRole('link')).toHaveAttribute(
    'href',
    `/report/${data.newer[0].report_id}`,
  );
  expect(screen.getByRole('img', { name: da.reportGroups.mapLabel(2, 3) })).toBeVisible();
  const texts = new Map(data.statements.map((s) => [s.tid, s.txt]));
  math.groups.forEach((group, index) => {
    const letter = String.fromCharCode(65 + index);
    const section = screen.getByRole('region', {
      name: da.reportGroups.groupHeading(letter, group.size),
    });
    expect(group.statements.length).toBeGreaterThan(0);
    for (const s of group.statements) {
      expect(section).toHaveTextContent(texts.get(s.tid)!);
      expect(section).toHaveTextContent(
        s.repful_for === 'agree'
          ? da.reportGroups.agreeShare(s.in_group, s.others)
          : da.reportGroups.disagreeShare(s.in_group, s.others),
      );
    }
  });
  const consensus = screen.getByRole('region', { name: da.reportGroups.consensusHeading });
  expect(math.consensus.map((s) => s.tid)).toEqual([2]);
  expect(consensus).toHaveTextContent(texts.get(2)!);
  expect(consensus).toHaveTextContent(da.reportGroups.groupAgrees('B', 100));
  const divisive = screen.getByRole('region', { name: da.reportGroups.divisiveHeading });
  expect(math.divisive.length).toBeGreaterThan(0);
  for (const s of math.divisive) expect(divisive).toHaveTextContent(texts.get(s.tid)!);
}

defineModelTest({
  name: 'publicReport',
  machine: publicReportMachine,
  input: { reportId: 'r00000000000000000001' },
  journeys: {
    'a failed load is retried, then sorted every way': [
      'xstate.error.actor.loadReport:network',
      'report.retry',
      'xstate.done.actor.loadReport',
      'sort.change:agreement',
      'sort.change:disagreement',
      'sort.change:controversy',
      'sort.change:order',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(publicReportMachine.id);
    const { reportId, ownerToken } = await seedReport();
    const { user } = renderPublicAt(`/report/${reportId}`, probe.inspect);
    return { user, probe, reportId, ownerToken };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'report.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.publicReport.retry })),
    },
    'sort.change': {
      samples: {
        agreement: { sort: 'agreement' },
        disagreement: { sort: 'disagreement' },
        controversy: { sort: 'controversy' },
        order: { sort: 'order' },
      },
      exec: ({ user }, event) => user.selectOptions(sortSelect(), event.sort),
    },
    'xstate.done.actor.loadReport': {
      samples: { report: { output: SAMPLE } },
      exec: () => backend.release('GET /reportData', 'real'),
    },
    'xstate.error.actor.loadReport': {
      samples: {
        notFound: { error: refusals.reportNotFound },
        withdrawn: { error: refusals.reportWithdrawn },
        http500: apiFaultSamples.http500,
        network: apiFaultSamples.network,
      },
      exec: async ({ reportId, ownerToken }, _event, step) => {
        if (step.sample === 'withdrawn') {
          // The owner withdraws the version while the page loads: the server answers 410.
          const withdrawn = await server().request('/api/v3/reportText/withdraw', {
            method: 'POST',
            token: ownerToken,
            json: { report_id: reportId },
          });
          expect(withdrawn.status).toBe(200);
          return backend.release('GET /reportData', 'real');
        }
        return step.sample === 'notFound'
          ? backend.release('GET /reportData', (request) =>
              server().fetch(withParam(request, 'report_id', UNKNOWN_REPORT)),
            )
          : failRequest(backend, 'GET /reportData', step.sample);
      },
    },
  },
  states: {
    loading: async ({ reportId }) => {
      const request = await backend.waitForRequest('GET /reportData');
      expect(request.url.searchParams.get('report_id')).toBe(reportId);
      expect(await screen.findByText(da.publicReport.loading)).toBeVisible();
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
    loaded: async ({ probe }, snapshot) => {
      const { data, sort } = await real(probe, snapshot);
      expect(sort).toBe(snapshot.context.sort);
      expect(
        await screen.findByRole('heading', { level: 1, name: data!.conversation.topic }, SLOW),
      ).toBeVisible();
      const totals = screen.getByRole('heading', {
        name: da.publicReport.totalsLabel,
      }).parentElement!;
      expect(within(totals).getByText(da.publicReport.participants).nextSibling).toHaveTextContent(
        String(data!.totals.participants),
      );
      expect(sortSelect()).toHaveValue(sort);
      // Every statement, in the chosen order, with its counts and shares as text.
      // The list renders just after the rest of the page (a deferred value).
      const list = await screen.findByRole('list', {
        name: da.publicReport.sortedBy(da.publicReport.sorts[sort]),
        busy: false,
      });
      const items = within(list)
        .getAllByRole('listitem')
        .filter((li) => li.parentElement === list);
      const expected = sortStatements(data!.statements, sort);
      expect(items.map((li) => li.querySelector('.report-statement__text')!.textContent)).toEqual(
        expected.map((s) => s.txt),
      );
      expected.forEach((statement, i) => {
        const shares = voteShares(statement);
        expect(items[i]).toHaveTextContent(
          da.publicReport.countLine(da.publicReport.agree, statement.agrees, shares.agree),
        );
        expect(items[i]).toHaveTextContent(
          da.publicReport.countLine(da.publicReport.disagree, statement.disagrees, shares.disagree),
        );
      });
      if (sort === 'controversy')
        expect(screen.getByText(da.publicReport.controversyNote)).toBeVisible();
      expectGroups(data!);
      expectText(data!);
      // The admin's monitoring chart, loaded on demand; one commenter only: a sentence instead.
      expect(await screen.findByText(da.publicReport.votersChart, {}, SLOW)).toBeVisible();
      expect(screen.getByText(da.monitoring.tooFewCommenters)).toBeVisible();
    },
    notFound: async () => {
      expect(
        await screen.findByRole('heading', { level: 1, name: da.publicReport.notFoundTitle }),
      ).toBeVisible();
    },
    withdrawn: async () => {
      expect(
        await screen.findByRole('heading', { level: 1, name: da.publicReport.withdrawnTitle }),
      ).toBeVisible();
      expect(screen.getByText(da.publicReport.withdrawnBody)).toBeVisible();
      expect(screen.queryByText(STATEMENTS[0])).not.toBeInTheDocument();
    },
    failed: async () => {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/Rapporten kunne ikke hentes/);
      expect(within(alert).getByRole('button', { name: da.publicReport.retry })).toBeVisible();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  },
  labels: {
    events: {
      'report.retry': "Klik 'Prøv igen'",
      'sort.change:agreement': "Vælg 'Mest enighed' under 'Sortér efter'",
      'sort.change:disagreement': "Vælg 'Mest uenighed' under 'Sortér efter'",
      'sort.change:controversy': "Vælg 'Mest omstridt' under 'Sortér efter'",
      'sort.change:order': "Vælg 'Rækkefølge' under 'Sortér efter'",
      'xstate.done.actor.loadReport:report':
        'Serveren sender rapporten (3 udsagn, 25 deltagere i to grupper)',
      'xstate.error.actor.loadReport:notFound': 'Serveren svarer, at rapporten ikke findes',
      'xstate.error.actor.loadReport:withdrawn':
        'Ejeren trækker rapporten tilbage; serveren svarer 410',
      'xstate.error.actor.loadReport:http500': 'Serveren svarer 500',
      'xstate.error.actor.loadReport:network': 'Ingen forbindelse til serveren',
    },
    states: {
      loading: "'Henter rapporten…'",
      loaded:
        "Samtalens titel, 'Tal fra …', 'Sammenfatning' med ejerens udgivne tekst og links til udsagnene, link til den nyere version, de to grupper med deres udsagn, 'Det er grupperne enige om', 'Her er grupperne uenige', og udsagnene med 'Enig: …'/'Uenig: …' i den valgte rækkefølge",
      notFound: "'Rapporten findes ikke'",
      withdrawn: "'Rapporten er trukket tilbage' uden tal og tekst",
      failed: "Fejlen 'Rapporten kunne ikke hentes: …' med 'Prøv igen'",
    },
  },
});
