// Model-based test of the conversation list chart (src/machines/conversationList/conversationList.machine.ts): every
// path walked through the real app at /conversations, against the gated backend forwarding to the
// real server over PGlite (a 'real' reply is the server's own answer; failures are canned).
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import type { ConversationListItem, User } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import {
  conversationListMachine,
  PAGE_SIZE,
} from '../../../src/machines/conversationList/conversationList.machine';
import { createConversationVia } from '../../server/support';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { ApiError } from '../../../src/api/common/apiError';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import {
  mintOwner,
  newOwner,
  preloadLazyRoutes,
  renderAppAt,
  setupServerForFile,
} from '../support/app';

const server = setupServerForFile();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
preloadLazyRoutes();

const LIST = 'GET /conversations?include_all_conversations_i_am_in=true';
const SLOW = { timeout: 5000 };

/** The conversation a 'some' reply lists: seeded through the server before it answers. */
const SEEDED = { topic: 'Cykelstier i midtbyen', description: 'Hvor skal de nye stier gå?' };
const SEEDED_ITEM: ConversationListItem = {
  conversation_id: 'seeded',
  topic: SEEDED.topic,
  description: SEEDED.description,
  parent_url: null,
  participant_count: 0,
  is_owner: true,
  is_mod: true,
  is_active: true,
  created: 0,
  modified: 0,
};

/**
 * The list a 'many' reply holds: more than a page, so 'Vis flere' has something to show. The
 * fillers are created first, the seeded conversation last: newest first, it leads the list.
 */
const FILLERS = PAGE_SIZE + 9;
/** Fillers are older than a day: they do not count against the day's creations. */
const DAY_MS = 24 * 60 * 60 * 1000;
const fillerTopic = (n: number) => `Samtale nummer ${n}`;
const MANY_ITEMS: ConversationListItem[] = [
  SEEDED_ITEM,
  ...Array.from({ length: FILLERS }, (_, i) => ({
    ...SEEDED_ITEM,
    conversation_id: `filler${FILLERS - i}`,
    topic: fillerTopic(FILLERS - i),
    description: '',
  })),
];

/**
 * Fillers 1..count of the signed-in owner, older than anything created after: written straight
 * into the database in one statement (through the API, 59 of them would take seconds a path).
 */
async function addFillers(token: string, count: number, since = Date.now() - 2 * DAY_MS) {
  if (count <= 0) return;
  const user = (await (await server().request('/api/v3/users', { token })).json()) as User;
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const oldest = since;
  await server().db.query(
    `WITH made AS (
       INSERT INTO conversations (owner, topic, created, modified)
       SELECT $1, t.topic, t.created, t.created
       FROM unnest($2::text[], $3::bigint[]) AS t(topic, created)
       RETURNING zid)
     INSERT INTO zinvites (zid, zinvite) SELECT zid, 'f' || lpad(zid::text, 9, '0') FROM made`,
    [user.uid, numbers.map(fillerTopic), numbers.map((n) => oldest + n)],
  );
}

const createButton = () => screen.getByRole('button', { name: da.conversations.create });
const showMoreButton = () => screen.queryByRole('button', { name: da.conversations.showMore });

/** The cards, the count and 'Vis flere' show the chart's first `shown` conversations. */
async function expectShownCards(context: { conversations: ConversationListItem[]; shown: number }) {
  const { conversations, shown } = context;
  const visible = conversations.slice(0, shown);
  const list = await screen.findByRole('list', { name: da.conversations.listLabel });
  await waitFor(() =>
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(visible.map((c) => c.topic)),
  );
  if (conversations.length > PAGE_SIZE) {
    // e.g. 'Viser 50 af 60 samtaler', announced politely as it changes.
    expect(screen.getByRole('status')).toHaveTextContent(
      da.conversations.shownOf(visible.length, conversations.length),
    );
    expect(showMoreButton() !== null).toBe(visible.length < conversations.length);
  } else {
    expect(showMoreButton()).toBeNull();
  }
}

defineModelTest({
  name: 'conversationList',
  machine: conversationListMachine,
  input: { mode: 'mine' },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  // The server goes on refusing for the rest of the day: nothing after it would be answered.
  endsWalk: ['xstate.error.actor.createConversation:dailyLimit'],
  journeys: {
    // Back-edges, which no simple path contains.
    'a long list: Vis flere shows the rest': [
      'xstate.done.actor.fetchConversations:many',
      'list.showMore',
    ],
    'creating fails on a long list: Vis flere still shows more': [
      'xstate.done.actor.fetchConversations:many',
      'conversation.create',
      'xstate.error.actor.createConversation:http500',
      'list.showMore',
    ],
    'the list fails, the owner retries': [
      'xstate.error.actor.fetchConversations:http500',
      'list.retry',
      'xstate.done.actor.fetchConversations:some',
    ],
    "the day's creations are used up: the notice says so in the server's words": [
      'xstate.done.actor.fetchConversations:none',
      'conversation.create',
      'xstate.error.actor.createConversation:dailyLimit',
    ],
    'creating fails, the owner retries from the notice': [
      'xstate.done.actor.fetchConversations:none',
      'conversation.create',
      'xstate.error.actor.createConversation:http500',
      'conversation.create',
      'xstate.done.actor.createConversation:created',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(conversationListMachine.id);
    // A new owner: no conversations of hers yet.
    const owner = await mintOwner(server(), { owner: newOwner() });
    const authClient = createFakeAuthClient({ storedUser: owner });
    // The signed-in layout's user record is not what these paths are about.
    backend.autoRelease('GET /users', 'real');
    const app = renderAppAt('/conversations', { authClient, inspect: probe.inspect });
    return { ...app, probe, token: owner.access_token };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'list.retry': {
      exec: ({ user }) =>
        user.click(
          within(screen.getByRole('alert')).getByRole('button', { name: da.conversations.retry }),
        ),
    },
    'conversation.create': {
      // After a failed create, the notice's 'Prøv igen' creates again; otherwise the header button.
      exec: ({ user }, _event, step) =>
        user.click(
          step.from.matches('createFailed')
            ? within(screen.getByRole('alert')).getByRole('button', {
                name: da.conversations.retry,
              })
            : createButton(),
        ),
    },
    'list.showMore': {
      exec: ({ user }) => user.click(showMoreButton()!),
    },
    'xstate.done.actor.fetchConversations': {
      samples: {
        some: { output: [SEEDED_ITEM] },
        many: { output: MANY_ITEMS },
        none: { output: [] },
      },
      exec: async ({ token }, event) => {
        await addFillers(token, event.output.length - 1);
        if (event.output.length) await createConversationVia(server(), token, { ...SEEDED });
        await backend.release(LIST, 'real');
      },
    },
    'xstate.error.actor.fetchConversations': {
      samples: apiFaultSamples,
      exec: (_ctx, _event, step) => failRequest(backend, LIST, step.sample),
    },
    'xstate.done.actor.createConversation': {
      samples: { created: { output: { conversation_id: 'new', url: '' } } },
      exec: () => backend.release('POST /conversations', 'real'),
    },
    'xstate.error.actor.createConversation': {
      samples: {
        ...apiFaultSamples,
        // The owner has used the day's budget (docs/api.md#post-conversations): the real refusal.
        dailyLimit: { error: new ApiError({ status: 429, statusText: 'Too Many Requests' }) },
      },
      exec: async ({ token }, _event, step) => {
        if (step.sample !== 'dailyLimit') {
          return failRequest(backend, 'POST /conversations', step.sample);
        }
        await addFillers(token, server().config.conversationsPerDay, Date.now() - 60_000);
        await backend.release('POST /conversations', 'real');
      },
    },
  },
  states: {
    loading: async () => {
      await backend.waitForRequest(LIST);
      expect(await screen.findByText(da.conversations.loading, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: da.conversations.heading })).toBeVisible();
      // Nothing to create from until the list is there.
      expect(createButton()).toHaveAttribute('aria-disabled', 'true');
    },
    loaded: async (_ctx, snapshot) => {
      await expectShownCards(snapshot.context);
      const list = screen.getByRole('list', { name: da.conversations.listLabel });
      const card = within(list).getByRole('link', { name: new RegExp(SEEDED.topic) });
      expect(card.getAttribute('href')).toMatch(/^\/m\/\w+$/);
      expect(within(card).getByText(da.conversations.participants(0))).toBeInTheDocument();
      expect(createButton()).not.toHaveAttribute('aria-disabled');
      expect(screen.queryByText(da.conversations.loading)).not.toBeInTheDocument();
    },
    empty: async () => {
      expect(await screen.findByText(da.conversations.empty)).toBeInTheDocument();
      expect(createButton()).not.toHaveAttribute('aria-disabled');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    failed: async (_ctx, snapshot) => {
      const { status, statusText } = snapshot.context.loadError!;
      const alert = await screen.findByRole('alert');
      // e.g. 'Fejl ved indlæsning af samtaler: 500 Internal Server Error'
      expect(alert).toHaveTextContent(
        `${da.conversations.loadFailed} ${da.errors.statusLine(status, statusText)}`,
      );
      expect(within(alert).getByRole('button', { name: da.conversations.retry })).toBeVisible();
      expect(createButton()).toHaveAttribute('aria-disabled', 'true');
    },
    creating: async () => {
      const post = await backend.waitForRequest('POST /conversations');
      expect(await post.request.clone().json()).toEqual({ is_draft: true, is_active: true });
      const button = await screen.findByRole('button', { name: da.conversations.creating });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    created: async ({ router, probe, token }) => {
      // The view navigates to the new conversation's admin area: /m/{conversation_id}.
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/m\/\w+$/), SLOW);
      const id = router.state.location.pathname.slice('/m/'.length);
      expect(probe.latest()?.context.createdConversationId).toBe(id);
      // The admin area is another chart's business: let the real server answer whatever it asks.
      backend.autoRelease(() => true, 'real');
      await waitFor(() =>
        expect(backend.requests(`GET /conversations?conversation_id=${id}`)).not.toHaveLength(0),
      );
      // The server really has it, owned by the signed-in owner.
      const read = await server().request(`/api/v3/conversations?conversation_id=${id}`, {
        token,
      });
      expect(await read.json()).toMatchObject({ conversation_id: id, is_owner: true });
      expect(screen.queryByRole('heading', { name: da.conversations.heading })).toBeNull();
    },
    createFailed: async (_ctx, snapshot) => {
      const { status, statusText } = snapshot.context.createError!;
      const alert = await screen.findByRole('alert');
      // The daily limit in the server's words; else e.g. 'Samtalen kunne ikke oprettes: 500 …'
      expect(alert).toHaveTextContent(
        status === 429
          ? /^Samtalen kunne ikke oprettes: Du har oprettet \d+ samtaler det seneste døgn, og det er grænsen\. Du kan oprette en ny om \d+ timer\./u
          : da.conversations.createFailed(da.errors.statusLine(status, statusText)),
      );
      expect(within(alert).getByRole('button', { name: da.conversations.retry })).toBeVisible();
      // The list stays as it was.
      if (snapshot.context.conversations.length) {
        await expectShownCards(snapshot.context);
      } else {
        expect(screen.getByText(da.conversations.empty)).toBeInTheDocument();
      }
      expect(createButton()).not.toHaveAttribute('aria-disabled');
    },
  },
  labels: {
    events: {
      'list.retry': "Klik 'Prøv igen' i fejlbeskeden",
      'conversation.create': "Klik 'Opret ny samtale' (efter en fejl: 'Prøv igen' i beskeden)",
      'xstate.done.actor.fetchConversations:some':
        "Serveren sender listen med samtalen 'Cykelstier i midtbyen'",
      'xstate.done.actor.fetchConversations:many':
        "Serveren sender 60 samtaler, 'Cykelstier i midtbyen' først",
      'list.showMore': "Klik 'Vis flere' under listen",
      'xstate.done.actor.fetchConversations:none': 'Serveren sender en tom liste',
      'xstate.error.actor.fetchConversations:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchConversations:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchConversations:timeout': 'Serveren svarer ikke inden for 15 sekunder',
      'xstate.error.actor.fetchConversations:forbidden':
        'Serveren svarer 403 (også på genforsøget)',
      'xstate.done.actor.createConversation:created': 'Serveren opretter samtalen',
      'xstate.error.actor.createConversation:http500': 'Serveren svarer 500 på oprettelsen',
      'xstate.error.actor.createConversation:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.createConversation:timeout': 'Serveren svarer ikke inden for 15 sekunder',
      'xstate.error.actor.createConversation:forbidden': 'Serveren svarer 403 på oprettelsen',
    },
    states: {
      loading: "'Indlæser samtaler...'; 'Opret ny samtale' er deaktiveret",
      loaded:
        "Listen 'Dine samtaler' viser 'Cykelstier i midtbyen' med '0 deltagere'; " +
        "af 60: de første 50, 'Viser 50 af 60 samtaler' og 'Vis flere' (50 flere pr. klik)",
      empty: "'Du har ingen samtaler endnu. Opret den første med knappen ovenfor.'",
      failed: "Fejlen 'Fejl ved indlæsning af samtaler: …' med 'Prøv igen'",
      creating: "Knappen viser 'Opretter samtale…' og er deaktiveret",
      created: 'Den nye samtales administration åbner på /m/{id}',
      createFailed: "Fejlen 'Samtalen kunne ikke oprettes: …' med 'Prøv igen'; listen står uændret",
    },
  },
});
