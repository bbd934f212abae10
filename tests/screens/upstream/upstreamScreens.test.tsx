// The screens that differ on upstream Polis, rendered with MSW answering from the answers recorded
// on an upstream Polis server (upstreamReplay.ts), not our own server: a screen that breaks on
// upstream's real shapes fails here (docs/upstream.md#contract-tests-from-the-recordings). One app
// per test, no server to start: the file stays lean.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resolveApiBaseUrl } from '../../../src/api/common/client';
import type { AppConfig } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { createAppElement } from '../../../src/routes/createAppElement';
import { appRoutes } from '../../../src/routes/createAppRouter';
import { createFakeAuthClient, makeAuthUser } from '../../support/fakeAuthClient';
import { bodyOf, UPSTREAM_EXCHANGES } from '../../support/upstreamRecordings';
import { RECORDED_CONVERSATION_ID as ID, replayResponse } from './upstreamReplay';

const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
const CONFIG: AppConfig = {
  productName: 'Rådslag',
  siteOwner: 'Testkommunen',
  publicSiteUrl: 'https://dialog.example.dk/',
  oidc: { authority: 'https://idp.example.dk', clientId: 'raadslag', audience: 'raadslag-api' },
  accessCodeRequired: false,
  accounts: { enabled: false, signup: false, passkeys: false },
  apiBaseUrl: '/api/v3',
  apiServer: 'polis',
  mediaLinks: [],
};

/** Every request the screens made, as `METHOD path`, and the bodies they sent. */
const asked: { call: string; body: unknown }[] = [];
const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? null : await request.clone().json();
    asked.push({ call: `${request.method} ${url.pathname.replace('/api/v3/', '')}`, body });
    return replayResponse(request.method, url);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

function renderAt(path: string) {
  const authClient = createFakeAuthClient({ storedUser: makeAuthUser() });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(createAppElement({ config: CONFIG, authClient, router }));
  return userEvent.setup();
}

const SLOW = { timeout: 10_000 };

describe('the admin against the recorded upstream Polis answers', () => {
  it('list: the recorded conversations, never a title in GMT', async () => {
    renderAt('/conversations');
    expect(await screen.findByText('Peer-test: Fremtidens havn', {}, SLOW)).toBeVisible();
    expect(screen.queryByText(/GMT/)).toBeNull();
  });

  it('list: the untitled conversation (upstream: an English date) shows its Danish date', async () => {
    // The first recorded list: only the conversation created without a topic.
    const first = UPSTREAM_EXCHANGES[0];
    server.use(
      http.get(`${BASE}/conversations`, () => HttpResponse.json(bodyOf(first) as unknown[])),
    );
    renderAt('/conversations');
    const card = await screen.findByText(/24\. nov\. 2026/, {}, SLOW);
    expect(card).toBeVisible();
    expect(first.responseBody).toContain('Tue, 24 Nov 2026 23:44:16 GMT');
    expect(screen.queryByText(/GMT/)).toBeNull();
  });

  it('configure: one field saved sends back every setting read, so none is reset', async () => {
    const user = renderAt(`/m/${ID}`);
    const field = await screen.findByRole(
      'textbox',
      { name: da.configure.fields.topic.label },
      SLOW,
    );
    expect(field).toHaveValue('Peer-test: Fremtidens havn');
    await user.clear(field);
    await user.type(field, 'Havnen');
    await user.tab();
    await waitFor(() => expect(asked.some((a) => a.call === 'PUT conversations')).toBe(true), SLOW);
    const put = asked.find((a) => a.call === 'PUT conversations')!.body as Record<string, unknown>;
    expect(put).toMatchObject({ topic: 'Havnen', conversation_id: ID });
    for (const key of ['is_data_open', 'owner_sees_participation_stats', 'treevite_enabled']) {
      expect(put).toHaveProperty(key);
    }
    expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
  });

  it('export: the report is chosen and its four files come from /reportExport', async () => {
    // Upstream's export was not among the recorded calls: CSV as upstream sends it.
    server.use(
      http.get(`${BASE}/reportExport/:reportId/:file`, ({ request }) => {
        asked.push({
          call: `GET ${new URL(request.url).pathname.replace('/api/v3/', '')}`,
          body: null,
        });
        return new HttpResponse('comment-id,comment\n0,Havnen\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
    );
    URL.createObjectURL = () => 'blob:test';
    URL.revokeObjectURL = () => undefined;
    const user = renderAt(`/m/${ID}/reports`);
    const form = await screen.findByRole('region', { name: da.exportForm.heading }, SLOW);
    expect(within(form).getByText(da.exportForm.byReport.intro)).toBeVisible();
    const choice = await within(form).findByRole(
      'combobox',
      { name: da.exportForm.byReport.report },
      SLOW,
    );
    await user.selectOptions(choice, 'r3ayrfhj8hev7mz4inbpw');
    await user.click(within(form).getByRole('button', { name: da.exportForm.byReport.submit }));
    expect(await within(form).findByText(/Filerne er hentet/, {}, SLOW)).toBeVisible();
    expect(
      asked
        .filter((a) => a.call.startsWith('GET reportExport/'))
        .map((a) => a.call)
        .sort(),
    ).toEqual(
      ['comments', 'participant-votes', 'summary', 'votes'].map(
        (f) => `GET reportExport/r3ayrfhj8hev7mz4inbpw/${f}.csv`,
      ),
    );
  });

  it('topics: the recorded topics, no "0 comments"; the first action says moderation is unavailable', async () => {
    const user = renderAt(`/m/${ID}/topics`);
    expect(await screen.findByText('Transport og trafik', {}, SLOW)).toBeVisible();
    expect(screen.queryByText(da.topics.tree.comments(0))).toBeNull();
    await user.click(screen.getAllByRole('button', { name: da.topics.tree.accept })[0]);
    // Upstream has no preview: the dialog says every statement changes, and sends no choices.
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(await within(dialog).findByText(da.topicAction.unknownImpact, {}, SLOW)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: /^Acceptér emnet/ }));
    expect(await screen.findByRole('note', {}, SLOW)).toHaveTextContent(
      da.topics.unavailable.headline,
    );
    expect(screen.queryByRole('button', { name: da.topics.tree.accept })).toBeNull();
  });

  it('topic statistics: counted from the topic list, as upstream counts only moderated ones', async () => {
    renderAt(`/m/${ID}/topics/stats`);
    expect(await screen.findByText(da.topics.stats.countedFromTopics, {}, SLOW)).toBeVisible();
    expect(screen.queryByText(da.topics.stats.empty)).toBeNull();
  });

  it("a topic's comments: upstream's store error reads as unavailable, in Danish", async () => {
    renderAt(`/m/${ID}/topics/topic/${encodeURIComponent('job-peer-1#0#1')}`);
    expect(await screen.findByText(da.topics.unavailable.headline, {}, SLOW)).toBeVisible();
    expect(screen.queryByText(/Error retrieving/)).toBeNull();
  });

  it('moderation, monitoring and reports show the recorded statements, votes and report', async () => {
    renderAt(`/m/${ID}/comments`);
    expect(await screen.findByText(/udsagn nummer 2 om byens fremtid/, {}, SLOW)).toBeVisible();
    cleanup();
    renderAt(`/m/${ID}/stats`);
    await waitFor(
      () => expect(asked.some((a) => a.call === 'GET conversationStats')).toBe(true),
      SLOW,
    );
    expect(await screen.findByText(/21/, {}, SLOW)).toBeVisible();
    cleanup();
    renderAt(`/m/${ID}/reports`);
    expect(await screen.findByText(/r3ayrfhj8hev7mz4inbpw/, {}, SLOW)).toBeVisible();
  });

  it('an unknown conversation id (upstream: 400 text/plain) says the conversation does not exist', async () => {
    server.use(
      http.get(
        `${BASE}/conversations`,
        () =>
          new HttpResponse('polis_err_param_parse_failed_conversation_id (val=zzzzzzzzzz)', {
            status: 400,
            headers: { 'content-type': 'text/plain' },
          }),
      ),
    );
    renderAt('/m/zzzzzzzzzz');
    expect(await screen.findByText(da.conversationAdmin.notFound, {}, SLOW)).toBeVisible();
  });
});
