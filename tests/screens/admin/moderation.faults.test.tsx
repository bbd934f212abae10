// Faults and promises of the moderation screen: a change shows at once and returns with a visible
// error when the server refuses it; keyboard moderation with announcements; 5,000 accepted comments
// are loaded 50 at a time ('Vis flere'), the counts read as loading first. Polling every 60 s with
// the ETags is walked by tests/model/moderation/moderation.model.test.tsx; what every fault of a change says
// and announces (refused, or not sent for want of a connection) is the saveChange row of
// tests/faults/viewFaults.test.tsx.
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModerationComment } from '../../../contract/moderationList';
import { aModerationComment } from '../../support/contractFixtures';
import * as da from '../../../src/copy/da';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { openAdmin, SLOW } from '../../model/support/adminArea';
import { setupTestServer } from '../../model/support/app';
import { seedComments, textOf } from '../../model/support/moderationData';
import { useFakeClock } from '../../support/fakeClock';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

useFakeClock();

const LISTS = ['mod=0', 'mod=1', 'mod=-1'].map((q) => `GET /comments?moderation=true&${q}`);

async function openModeration(path = '/comments') {
  const opened = await openAdmin(server(), path);
  await seedComments(server(), opened.owner.access_token, opened.conversationId);
  backend.autoRelease('GET /conversations', 'real');
  // Fetched beside the lists and the stats since the map work; not what these tests are about.
  backend.autoRelease('GET /math/statementVotes', 'real');
  backend.autoRelease('GET /math/status', 'real');
  backend.autoRelease('GET /seedComments', 'real');
  await screen.findByRole('heading', { level: 1, name: da.moderation.heading }, SLOW);
  for (const list of LISTS) await backend.release(list, 'real');
  await screen.findByText(textOf(0));
  return opened;
}

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: da.moderation.tabsLabel })).getByRole('link', {
    name: new RegExp(name),
  });
const rowOf = (tid: number) => screen.getByText(textOf(tid)).closest('li')!;
const announcer = () => screen.getByTestId('moderation-announcer');

describe('a refused change', () => {
  it('moves at once, then returns to its list with a visible error', async () => {
    const { user } = await openModeration();
    expect(tab(da.moderation.tabs.pending)).toHaveTextContent('2');

    await user.click(within(rowOf(0)).getByRole('button', { name: da.moderation.accept }));
    // Optimistic: gone from the pending list before the server has answered.
    expect(screen.queryByText(textOf(0))).toBeNull();
    expect(tab(da.moderation.tabs.pending)).toHaveTextContent('1');
    expect(tab(da.moderation.tabs.accepted)).toHaveTextContent('2');
    const put = await backend.waitForRequest('PUT /comments');
    expect(await put.request.clone().json()).toMatchObject({ tid: 0, mod: 1, active: true });

    await backend.release('PUT /comments', {
      status: 403,
      json: { error: 'polis_err_update_comment_auth', message: 'Nej', status: 403 },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(textOf(0));
    expect(alert).toHaveTextContent(/403/);
    // Back where the server has it, in order.
    expect(await screen.findByText(textOf(0))).toBeVisible();
    expect(tab(da.moderation.tabs.pending)).toHaveTextContent('2');
    expect(announcer()).toHaveTextContent(da.moderation.announceRefused(1, textOf(0)));
    // And the lists reload.
    for (const list of LISTS) await backend.release(list, 'real');
    await user.click(within(alert).getByRole('button', { name: da.moderation.dismiss }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('accepting a flagged comment sends active: true', async () => {
    const { user } = await openModeration();
    expect(within(rowOf(1)).getByText(da.moderation.flagged)).toBeVisible();
    await user.click(within(rowOf(1)).getByRole('button', { name: da.moderation.accept }));
    const put = await backend.waitForRequest('PUT /comments');
    expect(await put.request.clone().json()).toMatchObject({ tid: 1, mod: 1, active: true });
    await backend.release('PUT /comments', 'real');
    for (const list of LISTS) await backend.release(list, 'real');
    await user.click(tab(da.moderation.tabs.accepted));
    const row = await screen.findByText(textOf(1));
    expect(within(row.closest('li')!).queryByText(da.moderation.flagged)).toBeNull();
  });
});

describe('keyboard moderation', () => {
  it('j/k move, a accepts, m toggles metadata — announced politely', async () => {
    const { user } = await openModeration();
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    act(() => rowOf(0).focus());
    await user.keyboard('j');
    expect(rowOf(1)).toHaveFocus();
    expect(announcer()).toHaveTextContent(da.moderation.announceFocus(2, 2, textOf(1)));
    await user.keyboard('k');
    expect(rowOf(0)).toHaveFocus();

    await user.keyboard('m');
    let put = await backend.waitForRequest('PUT /comments');
    expect(await put.request.clone().json()).toMatchObject({ tid: 0, is_meta: true, mod: 0 });
    expect(within(rowOf(0)).getByRole('checkbox', { name: da.moderation.meta })).toBeChecked();
    await backend.release('PUT /comments', 'real');

    await user.keyboard('a');
    expect(announcer()).toHaveTextContent(da.moderation.announceChange.accept(1, textOf(0)));
    // The cursor stays on the row: now the next comment, which keeps the focus.
    expect(rowOf(1)).toHaveFocus();
    put = await backend.waitForRequest('PUT /comments');
    expect(await put.request.clone().json()).toMatchObject({ tid: 0, mod: 1, is_meta: true });
    await backend.release('PUT /comments', 'real');
    for (const list of LISTS) await backend.release(list, 'real');
  });
});

describe('5,000 accepted comments', () => {
  it('count as loading (not 0) until the lists come, then show 50 and load 50 more', async () => {
    const many: ModerationComment[] = Array.from({ length: 5000 }, (_, tid) =>
      aModerationComment(tid, 1, {
        txt: `Accepteret udsagn nummer ${tid}`,
        agree_count: 1,
        pass_count: 1,
        count: 2,
      }),
    );
    const page = (comments: ModerationComment[], limit: number) => ({
      comments: comments.slice(0, limit),
      pagination: { total: comments.length, limit, offset: 0 },
      counts: { pending: 0, accepted: 5000, rejected: 0 },
    });
    const { user } = await openAdmin(server(), '/comments/accepted');
    backend.autoRelease('GET /conversations', 'real');
    // Fetched beside the lists and the stats since the map work; not what these tests are about.
    backend.autoRelease('GET /math/statementVotes', 'real');
    backend.autoRelease('GET /math/status', 'real');
    backend.autoRelease('GET /seedComments', 'real');
    await screen.findByRole('heading', { level: 1, name: da.moderation.heading }, SLOW);
    expect(tab(da.moderation.tabs.accepted)).toHaveTextContent(da.moderation.countLoadingLabel);
    expect(tab(da.moderation.tabs.accepted)).not.toHaveTextContent('0');
    await backend.release(LISTS[0], { status: 200, json: page([], 50) });
    await backend.release(LISTS[1], { status: 200, json: page(many, 50) });
    await backend.release(LISTS[2], { status: 200, json: page([], 50) });
    const list = await screen.findByRole('list', { name: da.moderation.listLabel.accepted });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(tab(da.moderation.tabs.accepted)).toHaveTextContent('5.000');
    expect(screen.getByText(da.moderation.showing(50, 5000))).toBeVisible();
    expect(within(list).getAllByText(da.moderation.votes.counts(1, 0, 1))).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: da.moderation.more }));
    const more = await backend.waitForRequest(LISTS[1]);
    expect(new URL(more.request.url).searchParams.get('limit')).toBe('100');
    await backend.release(LISTS[0], { status: 200, json: page([], 50) });
    await backend.release(LISTS[1], { status: 200, json: page(many, 100) });
    await backend.release(LISTS[2], { status: 200, json: page([], 50) });
    expect(await screen.findByText(da.moderation.showing(100, 5000))).toBeVisible();
    expect(screen.getByText('Accepteret udsagn nummer 99')).toBeInTheDocument();
  });
});
