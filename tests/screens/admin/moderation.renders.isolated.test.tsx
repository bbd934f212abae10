// Accepting a comment re-renders only what it changes (docs/architecture.md#budgets: the comment
// leaves the list within one frame): of the 50 rows loaded, the row that gets the cursor — not all
// 50 — plus the tab counts. Every render of a
// row is counted through the real (memoised) CommentRow; the PUT is held, so this is the optimistic
// move.
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveApiBaseUrl } from '../../../src/api/common/client';
import { createFakeAuthClient, makeAuthUser } from '../../support/fakeAuthClient';
import type { ModerationComment } from '../../../contract/moderationList';
import type { AppConfig, Comment } from '../../../contract/types';
import { aModerationComment, anAppConfig } from '../../support/contractFixtures';
import * as da from '../../../src/copy/da';
import { PAGE_SIZE } from '../../../src/machines/moderation/moderationLists';
import { createAppElement } from '../../../src/routes/createAppElement';
import { appRoutes } from '../../../src/routes/createAppRouter';

/** The tid of every row render, in order. */
const renders = vi.hoisted(() => [] as number[]);

// The real row, counted: each render of its body is logged (a memoised row stays memoised).
vi.mock('../../../src/views/moderation/CommentRow', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/views/moderation/CommentRow')>();
  const { memo } = await import('react');
  type Props = Parameters<typeof real.CommentRow>[0];
  type Row = ((props: Props) => ReactNode) & {
    type?: (props: Props) => ReactNode;
    compare?: ((a: Props, b: Props) => boolean) | null;
  };
  const row = real.CommentRow as unknown as Row;
  const body = row.type ?? row;
  const Counted = (props: Props) => {
    renders.push(props.comment.tid);
    return body(props);
  };
  return { CommentRow: row.type ? memo(Counted, row.compare ?? undefined) : Counted };
});

const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
const CID = 'c000000001';
const CONFIG: AppConfig = anAppConfig();

const comment = (tid: number, mod: -1 | 0 | 1) =>
  aModerationComment(tid, mod, {
    txt: `Udsagn nummer ${tid}`,
    created: tid,
    conversation_id: CID,
  });

// As the bench has them: 1,000 pending, 5,000 accepted, 200 rejected; the server pages them.
const LISTS: Record<string, ModerationComment[]> = {
  '0': Array.from({ length: 1000 }, (_, i) => comment(i, 0)),
  '1': Array.from({ length: 5000 }, (_, i) => comment(10_000 + i, 1)),
  '-1': Array.from({ length: 200 }, (_, i) => comment(20_000 + i, -1)),
};

const puts: Comment[] = [];
const server = setupServer(
  http.get(`${BASE}/conversations`, () =>
    HttpResponse.json({
      conversation_id: CID,
      topic: 'Cykelstier i midtbyen',
      description: '',
      is_active: true,
      is_draft: false,
      owner: 1,
      is_owner: true,
      is_mod: true,
      participant_count: 0,
      created: 0,
      modified: 0,
    }),
  ),
  http.get(`${BASE}/users`, () =>
    HttpResponse.json({ uid: 1, email: 'ida@example.dk', hname: 'Ida Marie Ejer' }),
  ),
  http.get(`${BASE}/comments`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const all = LISTS[params.get('mod') ?? '0'];
    const limit = Number(params.get('limit'));
    return HttpResponse.json({
      comments: all.slice(0, limit),
      pagination: { total: all.length, limit, offset: 0 },
      counts: { pending: 1000, accepted: 5000, rejected: 200 },
    });
  }),
  // Fetched with the lists; no votes here.
  http.get(`${BASE}/math/statementVotes`, () => HttpResponse.json({})),
  // Held: the screen shows the optimistic move, the server has not answered.
  http.put(`${BASE}/comments`, async ({ request }) => {
    puts.push((await request.json()) as Comment);
    return new Promise<Response>(() => undefined);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  renders.length = 0;
  puts.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

async function openPending() {
  const authClient = createFakeAuthClient({ storedUser: makeAuthUser() });
  const router = createMemoryRouter(appRoutes, { initialEntries: [`/m/${CID}/comments`] });
  render(createAppElement({ config: CONFIG, authClient, router }));
  const list = await screen.findByRole(
    'list',
    { name: da.moderation.listLabel.pending },
    { timeout: 5000 },
  );
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(PAGE_SIZE));
  return { list, user: userEvent.setup() };
}

const tab = (name: string) =>
  within(screen.getByRole('navigation', { name: da.moderation.tabsLabel })).getByRole('link', {
    name: new RegExp(name),
  });
const tids = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => Number(li.getAttribute('data-tid')));

describe('accepting a pending comment (1,000 pending, 5,000 accepted)', () => {
  it('re-renders only the row that gets the cursor', async () => {
    const { list, user } = await openPending();
    expect(renders).toHaveLength(PAGE_SIZE);
    // Focus on the first row first (as a click on it does): the cursor is already there.
    renders.length = 0;
    act(() => within(list).getAllByRole('listitem')[0].focus());
    expect(renders).toEqual([]);

    const first = within(list).getAllByRole('listitem')[0];
    await user.click(within(first).getByRole('button', { name: da.moderation.accept }));

    // Gone at once, before the server's answer; the counts move with it.
    expect(tids(list)).toEqual(Array.from({ length: PAGE_SIZE - 1 }, (_, i) => i + 1));
    expect(tab(da.moderation.tabs.pending)).toHaveTextContent('999');
    expect(tab(da.moderation.tabs.accepted)).toHaveTextContent('5.001');
    expect(screen.getByText(da.moderation.showing(PAGE_SIZE - 1, 999))).toBeVisible();
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ tid: 0, mod: 1 });
    // The keyboard goes on from the next comment, which now has the cursor.
    expect(within(list).getAllByRole('listitem')[0]).toHaveFocus();
    // Rows rendered: tid 1 (now current) — once, nothing else.
    expect(renders).toEqual([1]);
  });

  it('keys move the cursor re-rendering only the two rows it leaves and reaches', async () => {
    const { list, user } = await openPending();
    act(() => within(list).getAllByRole('listitem')[0].focus());
    renders.length = 0;
    await user.keyboard('j');
    expect(within(list).getAllByRole('listitem')[1]).toHaveFocus();
    expect([...renders].sort((a, b) => a - b)).toEqual([0, 1]);
  });
});
