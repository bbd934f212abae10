// The fault matrix through the real views, for the central screens: every call they make × every
// fault. The whole app is rendered at the screen's path against the gated backend (real replies
// come from the test server). Per call, one walk takes the faults in turn — 500, network failure,
// timeout, malformed JSON, 403 — asserting after each that the screen shows its error with a way
// forward (a retry button, or the action button again) and taking that way forward, which sends
// the call again; the last one is answered for real and the screen must recover. A 401 gets its
// own render: the app forgets the session and starts the sign-in redirect, remembering the path.
// No uncaught exception or unhandled rejection is allowed anywhere (watchUncaught).
// Every call × fault is also covered at the chart level, with recovery per cell: chartFaults.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAuthClient, type FakeAuthClient } from '../support/fakeAuthClient';
import * as da from '../../src/copy/da';
import { postSeed } from '../server/support/activity';
import { createConversationVia } from '../server/support';
import { createGatedBackend, type RequestMatch } from '../model/harness/gatedBackend';
import {
  locationOf,
  mintOwner,
  newOwner,
  preloadLazyRoutes,
  renderAppAt,
  setupServerForFile,
} from '../model/support/app';
import {
  FAULTS,
  faultMatrix,
  inflict,
  quietConsole,
  watchUncaught,
  type Fault,
} from './support/faultKit';
import { useFakeClock } from '../support/fakeClock';

// Registered first, so its after-test check runs last (hooks unwind as a stack): after the
// gate has unmounted the app and checked the requests.
watchUncaught();
const server = setupServerForFile();
const backend = createGatedBackend({
  backend: (request) => server().fetch(request),
  timeout: 10_000,
});
useFakeClock();
quietConsole();
preloadLazyRoutes();
const matrix = faultMatrix(
  'Fault matrix, view level (central screens)',
  '✅ view = the screen showed its error and a way forward (named), and taking it sent the call ' +
    'again; recovery with a real reply is asserted once per call, after the last fault ' +
    '(per cell at the chart level). 401 = the sign-in redirect started with the return path.',
);

const SLOW = { timeout: 10_000 };
const TOPIC = 'Fejl på skærmen';
const PENDING = 'Et udsagn fra en deltager';

beforeEach(() => {
  // The export hands the files to the browser: object URLs and a link click, stubbed.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface Opened {
  cid: string;
  fake: FakeAuthClient;
  user: ReturnType<typeof renderAppAt>['user'];
  router: ReturnType<typeof renderAppAt>['router'];
}

/** Ida (a fresh account) with one conversation, the app rendered at `path(cid)`. */
async function open(
  path: (cid: string) => string,
  options: { report?: boolean; pending?: boolean; autoUser?: boolean; autoMetadata?: boolean },
): Promise<Opened> {
  const auth = await mintOwner(server(), { owner: newOwner() });
  const token = auth.access_token;
  const { conversation_id: cid } = await createConversationVia(server(), token, {
    is_draft: false,
    is_active: true,
    topic: TOPIC,
  });
  await postSeed(server(), token, cid, 'Et startudsagn');
  if (options.pending) {
    await server().request('/api/v3/comments', {
      method: 'POST',
      json: { txt: PENDING, conversation_id: cid },
    });
  }
  if (options.report) {
    await server().request('/api/v3/reports', {
      method: 'POST',
      token,
      json: { conversation_id: cid },
    });
  }
  const fake = createFakeAuthClient({ storedUser: auth });
  if (options.autoUser !== false) backend.autoRelease('GET /users', 'real');
  // Fetched beside the lists and the stats since the map work; not what these tests are about.
  backend.autoRelease('GET /math/statementVotes', 'real');
  backend.autoRelease('GET /math/status', 'real');
  // The configure screen lists the seed statements (seedList): not what these tests are about.
  backend.autoRelease('GET /seedComments', 'real');
  if (options.autoMetadata !== false) {
    backend.autoRelease(`GET /conversations?conversation_id=${cid}`, 'real');
  }
  return { cid, fake, ...renderAppAt(path(cid), { authClient: fake }) };
}

const real = (match: RequestMatch) => backend.release(match, 'real');
const button = (name: string, within_: HTMLElement | Document = document) =>
  within(within_ as HTMLElement).findByRole('button', { name }, SLOW);
const alertWith = async (text: string | RegExp) => {
  const found = await screen.findAllByRole('alert', {}, SLOW);
  const alert = found.find((a) =>
    typeof text === 'string' ? a.textContent?.includes(text) : text.test(a.textContent ?? ''),
  );
  if (!alert)
    throw new Error(
      `no alert with ${String(text)}: ${found.map((a) => a.textContent).join(' | ')}`,
    );
  return alert;
};
/** The permissions-error view that replaces an admin screen on a 403. */
const deniedView = async () => {
  await screen.findByRole('heading', { name: da.adminArea.deniedTitle }, SLOW);
  return button(da.adminArea.deniedRetry);
};
const moderationLists = (cid: string) =>
  ['0', '1', '-1'].map((mod) => `GET /comments?moderation=true&mod=${mod}&conversation_id=${cid}`);

interface ViewRow {
  call: string;
  screen: string;
  path: (cid: string) => string;
  data?: { report?: boolean; pending?: boolean };
  /** The call under test is the metadata or the user: not answered automatically. */
  heldByTest?: 'user' | 'metadata';
  /** Bring the screen to the point where it makes the call. */
  trigger?: (o: Opened) => Promise<void>;
  match: (o: Opened) => RequestMatch;
  alongside?: (o: Opened) => RequestMatch[];
  /** Asserts the error on screen; returns the control that is the way forward, and its name. */
  failure: (fault: Fault, o: Opened) => Promise<{ control: HTMLElement; name: string }>;
  /** After taking the way forward, until the call is made again (e.g. a reload first). */
  afterForward?: (fault: Fault, o: Opened) => Promise<void>;
  /** A real reply to the call, then the screen as it should be. */
  recover: (o: Opened) => Promise<void>;
  notApplicable?: Partial<Record<Fault, string>>;
}

const ROWS: ViewRow[] = [
  {
    call: 'getUser',
    screen: '/account',
    path: () => '/account',
    heldByTest: 'user',
    match: () => 'GET /users',
    failure: async () => {
      await alertWith('Kontoen kunne ikke hentes');
      return { control: await button(da.account.retry), name: da.account.retry };
    },
    recover: async () => {
      await real('GET /users');
      expect(await screen.findByText(/ida\.\d+@example\.dk/, {}, SLOW)).toBeVisible();
    },
  },
  {
    call: 'listConversations',
    screen: '/conversations',
    path: () => '/conversations',
    match: () => 'GET /conversations?include_all_conversations_i_am_in=true',
    failure: async () => {
      await alertWith(da.conversations.loadFailed);
      return { control: await button(da.conversations.retry), name: da.conversations.retry };
    },
    recover: async () => {
      await real('GET /conversations?include_all_conversations_i_am_in=true');
      expect(await screen.findByText(TOPIC, {}, SLOW)).toBeVisible();
    },
  },
  {
    call: 'createConversation',
    screen: '/conversations',
    path: () => '/conversations',
    trigger: async ({ user }) => {
      await real('GET /conversations?include_all_conversations_i_am_in=true');
      await screen.findByText(TOPIC, {}, SLOW);
      await user.click(await button(da.conversations.create));
    },
    match: () => 'POST /conversations',
    failure: async () => {
      const alert = await alertWith('Samtalen kunne ikke oprettes');
      return { control: await button(da.conversations.retry, alert), name: da.conversations.retry };
    },
    recover: async ({ router }) => {
      await real('POST /conversations');
      backend.autoRelease('GET /conversations', 'real');
      // Fetched beside the lists and the stats since the map work; not what these tests are about.
      backend.autoRelease('GET /math/statementVotes', 'real');
      backend.autoRelease('GET /math/status', 'real');
      backend.autoRelease('GET /seedComments', 'real');
      await waitFor(() => expect(locationOf(router)).toMatch(/^\/m\/[a-z0-9]{10}$/), SLOW);
      expect(
        await screen.findByRole('heading', { level: 1, name: da.configure.heading }, SLOW),
      ).toBeVisible();
    },
  },
  {
    call: 'getConversation',
    screen: '/m/{id}',
    path: (cid) => `/m/${cid}`,
    heldByTest: 'metadata',
    match: ({ cid }) => `GET /conversations?conversation_id=${cid}`,
    failure: async (fault) => {
      if (fault === '403') return { control: await deniedView(), name: da.adminArea.deniedRetry };
      await alertWith('Samtalen kunne ikke hentes');
      return {
        control: await button(da.conversationAdmin.retry),
        name: da.conversationAdmin.retry,
      };
    },
    recover: async ({ cid }) => {
      await real(`GET /conversations?conversation_id=${cid}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: da.configure.heading }, SLOW),
      ).toBeVisible();
    },
  },
  {
    call: 'updateConversation',
    screen: '/m/{id} (settings)',
    path: (cid) => `/m/${cid}`,
    trigger: async ({ user }) => {
      await screen.findByRole('heading', { level: 1, name: da.configure.heading }, SLOW);
      await user.click(screen.getByLabelText(da.configure.fields.importance_enabled.label));
    },
    match: () => 'PUT /conversations',
    // "Tjek din forbindelse" only when nothing answered; an answer with an error says it was refused.
    failure: async (fault) => {
      const alert = await alertWith(
        fault === 'network' || fault === 'timeout'
          ? da.configure.saveError
          : da.configure.saveRefused,
      );
      return { control: await button(da.configure.retry, alert), name: da.configure.retry };
    },
    recover: async () => {
      await real('PUT /conversations');
      expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
    },
  },
  {
    call: 'postSeedComment',
    screen: '/m/{id} (seed form)',
    path: (cid) => `/m/${cid}`,
    trigger: async ({ user }) => {
      await screen.findByRole('heading', { level: 1, name: da.configure.heading }, SLOW);
      await user.type(screen.getByLabelText(da.seed.label), 'Et nyt startudsagn');
      await user.click(await button(da.seed.submit));
    },
    match: () => 'POST /comments',
    failure: async () => {
      const field = screen.getByLabelText(da.seed.label);
      const form = field.closest('form')!;
      expect(await within(form).findByRole('alert', {}, SLOW)).toBeVisible();
      expect(field).toHaveValue('Et nyt startudsagn');
      return { control: await button(da.seed.submit), name: da.seed.submit };
    },
    recover: async () => {
      await real('POST /comments');
      expect(await screen.findByRole('button', { name: da.seed.success }, SLOW)).toBeVisible();
    },
  },
  {
    call: 'listModerationComments',
    screen: '/m/{id}/comments',
    path: (cid) => `/m/${cid}/comments`,
    data: { pending: true },
    match: ({ cid }) => moderationLists(cid)[0],
    alongside: ({ cid }) => moderationLists(cid).slice(1),
    failure: async () => {
      await alertWith('Udsagnene kunne ikke hentes');
      return { control: await button(da.moderation.retry), name: da.moderation.retry };
    },
    recover: async ({ cid }) => {
      for (const list of moderationLists(cid)) await real(list);
      expect(await screen.findByText(PENDING, {}, SLOW)).toBeVisible();
    },
  },
  {
    call: 'saveChange',
    screen: '/m/{id}/comments',
    path: (cid) => `/m/${cid}/comments`,
    data: { pending: true },
    trigger: async ({ cid, user }) => {
      for (const list of moderationLists(cid)) await real(list);
      const row = (await screen.findByText(PENDING, {}, SLOW)).closest('li')!;
      await user.click(within(row).getByRole('button', { name: da.moderation.accept }));
    },
    match: () => 'PUT /comments',
    failure: async (fault, { cid }) => {
      const alert = await alertWith(PENDING);
      // Said and announced: refused when the server answered, not sent when nothing did
      // (docs/behaviour.md#moderation).
      const announcer = screen.getByTestId('moderation-announcer');
      if (fault === 'network' || fault === 'timeout') {
        expect(alert).toHaveTextContent(da.moderation.unsent(1, PENDING));
        expect(alert).not.toHaveTextContent(/afvist/);
        expect(announcer).toHaveTextContent(da.moderation.announceUnsent(1, PENDING));
      } else {
        expect(alert).toHaveTextContent(/blev afvist af serveren/);
        if (fault === '500' || fault === '403') expect(alert).toHaveTextContent(`(${fault})`);
        expect(announcer).toHaveTextContent(da.moderation.announceRefused(1, PENDING));
      }
      // The refusal reloads the lists; the statement is back among the pending ones.
      for (const list of moderationLists(cid)) await real(list);
      const row = (await screen.findByText(PENDING, {}, SLOW)).closest('li')!;
      return {
        control: within(row).getByRole('button', { name: da.moderation.accept }),
        name: da.moderation.accept,
      };
    },
    recover: async ({ cid }) => {
      await real('PUT /comments');
      for (const list of moderationLists(cid)) await real(list);
      await waitFor(() => expect(screen.queryByText(PENDING)).toBeNull(), SLOW);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  {
    call: 'getConversationStats',
    screen: '/m/{id}/stats',
    path: (cid) => `/m/${cid}/stats`,
    match: () => 'GET /conversationStats',
    failure: async (fault) => {
      if (fault === '403') return { control: await deniedView(), name: da.adminArea.deniedRetry };
      await alertWith('Statistikken kunne ikke hentes');
      return { control: await button(da.monitoring.retry), name: da.monitoring.retry };
    },
    recover: async () => {
      await real('GET /conversationStats');
      expect(await screen.findByText(da.monitoring.voters, {}, SLOW)).toBeVisible();
      expect(screen.queryByRole('alert')).toBeNull();
    },
  },
  {
    call: 'listReports',
    screen: '/m/{id}/reports',
    path: (cid) => `/m/${cid}/reports`,
    data: { report: true },
    match: () => 'GET /reports',
    failure: async (fault) => {
      if (fault === '403') return { control: await deniedView(), name: da.adminArea.deniedRetry };
      await alertWith('Rapporterne kunne ikke hentes');
      return { control: await button(da.reports.retry), name: da.reports.retry };
    },
    recover: async () => {
      await real('GET /reports');
      const list = await screen.findByRole('list', { name: da.reports.listLabel }, SLOW);
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    },
  },
  {
    call: 'createReport',
    screen: '/m/{id}/reports',
    path: (cid) => `/m/${cid}/reports`,
    trigger: async ({ user }) => {
      await real('GET /reports');
      await screen.findByText(da.reports.empty, {}, SLOW);
      await user.click(await button(da.reports.generate));
    },
    match: () => 'POST /reports',
    failure: async (fault) => {
      if (fault === '403') return { control: await deniedView(), name: da.adminArea.deniedRetry };
      await alertWith('Rapporten kunne ikke genereres');
      return { control: await button(da.reports.generate), name: da.reports.generate };
    },
    afterForward: async (fault, { user }) => {
      if (fault !== '403') return;
      // Refused: the list reloads; generating is the way on from there.
      await real('GET /reports');
      await screen.findByText(da.reports.empty, {}, SLOW);
      await user.click(await button(da.reports.generate));
    },
    recover: async () => {
      await real('POST /reports');
      await real('GET /reports');
      const list = await screen.findByRole('list', { name: da.reports.listLabel }, SLOW);
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    },
  },
  {
    call: 'fetchExportFile',
    screen: '/m/{id}/reports (export)',
    path: (cid) => `/m/${cid}/reports`,
    trigger: async ({ user }) => {
      await real('GET /reports');
      await screen.findByText(da.reports.empty, {}, SLOW);
      await user.click(await button(da.exportForm.submit));
    },
    match: () => 'GET /export/comments.csv',
    alongside: () => ['GET /export/votes.csv'],
    failure: async () => {
      await alertWith('Eksporten mislykkedes');
      return { control: await button(da.exportForm.submit), name: da.exportForm.submit };
    },
    recover: async () => {
      await real('GET /export/comments.csv');
      await real('GET /export/votes.csv');
      expect(await screen.findByText(/Filerne er hentet/, {}, SLOW)).toBeVisible();
    },
    notApplicable: { malformed: 'CSV, not JSON' },
  },
];

const rowName = (row: ViewRow) => `${row.call} (${row.screen})`;
ROWS.forEach((row) => matrix.row(rowName(row)));

function openRow(row: ViewRow) {
  return open(row.path, {
    ...row.data,
    autoUser: row.heldByTest !== 'user',
    autoMetadata: row.heldByTest !== 'metadata',
  });
}

describe.each(ROWS.map((row) => [rowName(row), row] as const))('%s', (name, row) => {
  const chain = FAULTS.filter((fault) => fault !== '401' && !row.notApplicable?.[fault]);
  for (const [fault, reason] of Object.entries(row.notApplicable ?? {})) {
    matrix.set(name, fault as Fault, `n/a (${reason})`);
  }

  it(`${chain.join(' → ')} → recovers`, async () => {
    for (const fault of chain) matrix.set(name, fault, '❌');
    const opened = await openRow(row);
    await row.trigger?.(opened);
    const passed: Array<[Fault, string]> = [];
    for (const fault of chain) {
      for (const match of row.alongside?.(opened) ?? []) await real(match);
      await inflict(backend, row.match(opened), fault);
      const { control, name: forward } = await row.failure(fault, opened);
      await opened.user.click(control);
      await row.afterForward?.(fault, opened);
      // Taking the way forward sent the call again.
      await backend.waitForRequest(row.match(opened));
      passed.push([fault, `✅ view (${forward})`]);
      matrix.set(name, fault, `❌ (no recovery after the walk)`);
    }
    await row.recover(opened);
    expect(opened.fake.calls.signinRedirect).toEqual([]);
    for (const [fault, cell] of passed) matrix.set(name, fault, cell);
  });

  it('401 → sign-in redirect, back to this screen', async () => {
    matrix.set(name, '401', '❌');
    const opened = await openRow(row);
    const here = locationOf(opened.router);
    await row.trigger?.(opened);
    for (const match of row.alongside?.(opened) ?? []) await real(match);
    await inflict(backend, row.match(opened), '401');
    await waitFor(() => expect(opened.fake.calls.signinRedirect).toHaveLength(1), SLOW);
    expect(opened.fake.calls.signinRedirect[0]).toEqual({ returnPath: here });
    expect(opened.fake.calls.removeUser).toBe(1);
    matrix.set(name, '401', `✅ view (sign-in → ${row.path('{id}')})`);
  });
});
