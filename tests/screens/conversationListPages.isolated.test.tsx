// The conversation list with more conversations than a page (docs/architecture.md#budgets: 5,000
// stay interactive): what the owner sees — the first 50 cards, 'Viser 50 af 120 samtaler', 'Vis
// flere' for 50 more with the keyboard going on from the first new card — that the order and the
// others-filter still cover every conversation, not just the shown ones, and which cards render
// (memoised: 'Vis flere' renders only the new cards, creating renders none).
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolveApiBaseUrl } from '../../src/api/common/client';
import { createFakeAuthClient, makeAuthUser } from '../support/fakeAuthClient';
import type { AppConfig, ConversationListItem } from '../../contract/types';
import * as da from '../../src/copy/da';
import { PAGE_SIZE } from '../../src/machines/conversationList/conversationList.machine';
import { createAppElement } from '../../src/routes/createAppElement';
import { appRoutes } from '../../src/routes/createAppRouter';
import { anAppConfig } from '../support/contractFixtures';

/** The conversation ids of every card render, in order. */
const renders = vi.hoisted(() => [] as string[]);

// The real cards, counted: each render of a card's body is logged (a memoised card stays memoised).
vi.mock('../../src/views/conversationList/ConversationCard', async (importOriginal) => {
  const real =
    await importOriginal<typeof import('../../src/views/conversationList/ConversationCard')>();
  const { memo } = await import('react');
  type Props = { conversation: ConversationListItem; href: string };
  type Card = ((props: Props) => ReactNode) & {
    type?: (props: Props) => ReactNode;
    compare?: ((a: Props, b: Props) => boolean) | null;
  };
  const counted = (card: Card) => {
    const render = card.type ?? card;
    const Counted = (props: Props) => {
      renders.push(props.conversation.conversation_id);
      return render(props);
    };
    return card.type ? memo(Counted, card.compare ?? undefined) : Counted;
  };
  return {
    OwnConversationCard: counted(real.OwnConversationCard as unknown as Card),
    OtherConversationCard: counted(real.OtherConversationCard as unknown as Card),
  };
});

const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
const CONFIG: AppConfig = anAppConfig();

/**
 * 120 of the owner's conversations and 60 of others, mixed, smallest first: the server's order is
 * the opposite of the list's (largest participant count first), so the first page can only be
 * right if the sort covered all of them.
 */
const OWN = 120;
const OTHERS = 60;
const id = (n: number) => `c${String(n).padStart(9, '0')}`;
const ALL: ConversationListItem[] = Array.from({ length: OWN + OTHERS }, (_, n) => ({
  conversation_id: id(n),
  topic: `Samtale ${n}`,
  description: '',
  parent_url: null,
  participant_count: n,
  // Every third one is owned, every third moderated (a colleague named the user), and every third
  // one the user merely took part in: 60 in all, on /other-conversations only.
  is_owner: n % 3 === 0,
  is_mod: n % 3 !== 2,
  is_active: true,
  created: n,
  modified: n,
}));
const MINE = ALL.filter((c) => c.is_owner || c.is_mod);
const byParticipants = (items: ConversationListItem[]) =>
  [...items].sort((a, b) => b.participant_count - a.participant_count).map((c) => c.topic);

let postCreate: () => Promise<Response> = () => new Promise(() => undefined);
const server = setupServer(
  http.get(`${BASE}/conversations`, () => HttpResponse.json(ALL)),
  http.post(`${BASE}/conversations`, () => postCreate()),
  http.get(`${BASE}/users`, () =>
    HttpResponse.json({ uid: 1, email: 'ida@example.dk', hname: 'Ida Marie Ejer' }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  renders.length = 0;
  postCreate = () => new Promise(() => undefined);
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderAt(path: string) {
  const authClient = createFakeAuthClient({ storedUser: makeAuthUser() });
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(createAppElement({ config: CONFIG, authClient, router }));
  return { user: userEvent.setup() };
}

const topicsShown = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((h) => h.textContent);
const showMore = () => screen.queryByRole('button', { name: da.conversations.showMore });

describe('a list longer than a page', () => {
  it('shows 50 cards, then 50 more per Vis flere, the largest first over all of them', async () => {
    const { user } = renderAt('/conversations');
    const list = await screen.findByRole(
      'list',
      { name: da.conversations.listLabel },
      { timeout: 10_000 },
    );
    const expected = byParticipants(MINE);
    expect(topicsShown(list)).toEqual(expected.slice(0, PAGE_SIZE));
    // The largest of the user's comes last from the server and first on screen (179 is another's).
    expect(topicsShown(list)[0]).toBe(`Samtale ${OWN + OTHERS - 2}`);
    expect(screen.getByRole('status')).toHaveTextContent('Viser 50 af 120 samtaler');

    await user.click(showMore()!);
    await waitFor(() => expect(topicsShown(list)).toEqual(expected.slice(0, 2 * PAGE_SIZE)));
    expect(screen.getByRole('status')).toHaveTextContent('Viser 100 af 120 samtaler');
    // The keyboard goes on from the first new card; Tab then reaches the next.
    const cards = within(list).getAllByRole('link');
    expect(cards[PAGE_SIZE]).toHaveFocus();
    await user.tab();
    expect(cards[PAGE_SIZE + 1]).toHaveFocus();

    await user.click(showMore()!);
    await waitFor(() => expect(topicsShown(list)).toEqual(expected));
    expect(screen.getByRole('status')).toHaveTextContent('Viser 120 af 120 samtaler');
    expect(showMore()).toBeNull();
  });

  it('filters the others’ list over every conversation, not just the shown ones', async () => {
    const { user } = renderAt('/other-conversations');
    const list = await screen.findByRole('list', { name: da.conversations.otherListLabel });
    const others = ALL.filter((c) => !c.is_owner && !c.is_mod);
    expect(topicsShown(list)).toEqual(byParticipants(others).slice(0, PAGE_SIZE));
    expect(screen.getByRole('status')).toHaveTextContent(`Viser 50 af ${OTHERS} samtaler`);
    await user.click(showMore()!);
    await waitFor(() => expect(topicsShown(list)).toEqual(byParticipants(others)));
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `https://dialog.example.dk/${id(OWN + OTHERS - 1)}`,
    );
    expect(showMore()).toBeNull();
  });

  it('needs no count or Vis flere for a page or less', async () => {
    server.use(http.get(`${BASE}/conversations`, () => HttpResponse.json(ALL.slice(0, 7))));
    renderAt('/conversations');
    const list = await screen.findByRole(
      'list',
      { name: da.conversations.listLabel },
      { timeout: 10_000 },
    );
    // Of the first 7, two (2 and 5) the user only took part in.
    expect(within(list).getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('status')).toBeNull();
    expect(showMore()).toBeNull();
  });
});

describe('rendering (memoised cards)', () => {
  it('renders each card once: Vis flere renders only the new ones, creating none', async () => {
    const { user } = renderAt('/conversations');
    const list = await screen.findByRole(
      'list',
      { name: da.conversations.listLabel },
      { timeout: 10_000 },
    );
    const firstPage = byParticipants(MINE).slice(0, PAGE_SIZE);
    expect(topicsShown(list)).toEqual(firstPage);
    expect(renders).toHaveLength(PAGE_SIZE);

    renders.length = 0;
    await user.click(showMore()!);
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(2 * PAGE_SIZE));
    // Only the 50 new cards, each once.
    expect(renders).toHaveLength(PAGE_SIZE);
    expect(new Set(renders).size).toBe(PAGE_SIZE);

    // Creating changes the header button, not the cards.
    renders.length = 0;
    await user.click(screen.getByRole('button', { name: da.conversations.create }));
    expect(await screen.findByRole('button', { name: da.conversations.creating })).toBeVisible();
    // While creating, 'Vis flere' waits.
    expect(showMore()).toHaveAttribute('aria-disabled', 'true');
    expect(renders).toEqual([]);
  });
});
