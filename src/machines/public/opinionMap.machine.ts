// The participant's opinion map (vis_type 1), below the voting card: the groups, where the participant
// stands, and what sets each group apart. Loaded once, then kept current by a visible polling loop
// that stops while the page is hidden:
//
//   loading ──done──> live.waiting                      ──error──> failed ──map.retry──> loading
//   live.waiting ──after POLL_MS──> live.polling ──done | error──> live.waiting
//   live.* ──page.hidden──> live.paused ──page.visible──> live.polling (at once: it may be stale)
//   participant.voted (any state): the participant's id and vote count, from the participation chart
//
// Polls send the ETag of the result in hand: an unchanged result is a 304 and costs nothing. Only a
// new result fetches the statements' texts again (a statement may have been added or moderated). A
// failed poll keeps the map and says so; the next poll tries again. Page visibility comes from the
// document's visibilitychange event (watchVisibility), so a phone in a pocket polls nothing. Each
// reply (a 304 too) says whether newer votes are being computed (`updating`: "opdateres …").
import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import {
  getPca2,
  getStatementTexts,
  type MapData,
  type Pca2Reply,
} from '../../api/public/opinionMap';
import {
  conversationInput,
  type ConversationInput,
  fromRequest,
  requestActor,
} from '../actors/fromRequest';
import { responseProblem, type ResponseProblem } from '../rules/responseText';
import { mapView, type MapView } from './opinionMapRules';

/** The result is recomputed at most every few seconds after votes; asking every 10 s is enough. */
export const POLL_MS = 10_000;

export interface OpinionMapInput {
  conversationId: string;
  pid: number | null;
  votedCount: number;
}

interface MapReply {
  pca2: Pca2Reply;
  /** Fetched with every new result; null with a 304. */
  texts: Record<string, string> | null;
  /** When the reply came (ms): the status line's "computed N minutes ago" is relative to it. */
  at: number;
}

interface OpinionMapContext {
  conversationId: string;
  pid: number | null;
  votedCount: number;
  map: MapData | null;
  texts: Record<string, string>;
  etag: string | null;
  checkedAt: number | null;
  loadError: ResponseProblem | null;
  /** The last poll failed: the map shown may be out of date. */
  pollFailed: boolean;
  /** The server said, with its last answer, that newer votes are being computed. */
  updating: boolean;
}

export type OpinionMapEvent =
  | { type: 'map.retry' }
  | { type: 'page.hidden' }
  | { type: 'page.visible' }
  | { type: 'participant.voted'; pid: number | null; votedCount: number };

async function fetchMap(
  input: { conversationId: string; etag: string | null },
  signal: AbortSignal,
): Promise<MapReply> {
  const pca2 = await getPca2(input, signal);
  const texts = pca2.unchanged ? null : await getStatementTexts(input.conversationId, signal);
  return { pca2, texts, at: Date.now() };
}

export const opinionMapMachine = setup({
  types: {
    context: {} as OpinionMapContext,
    events: {} as OpinionMapEvent,
    input: {} as OpinionMapInput,
  },
  actors: {
    loadMap: fromRequest<MapReply, ConversationInput>(({ input, signal }) =>
      fetchMap({ ...input, etag: null }, signal),
    ),
    pollMap: requestActor(fetchMap),
    watchVisibility: fromCallback<OpinionMapEvent>(({ sendBack }) => {
      const onChange = () =>
        sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    }),
  },
  actions: {
    store: assign(({ context }, reply: MapReply) => ({
      map: reply.pca2.unchanged ? context.map : reply.pca2.map,
      texts: reply.texts ?? context.texts,
      etag: reply.pca2.etag ?? context.etag,
      checkedAt: reply.at,
      loadError: null,
      pollFailed: false,
      updating: reply.pca2.updating,
    })),
  },
  delays: { POLL_MS },
}).createMachine({
  id: 'opinionMap',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/:conversationId', view: 'src/views/public/opinionMap/OpinionMapSection.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    pid: input.pid,
    votedCount: input.votedCount,
    map: null,
    texts: {},
    etag: null,
    checkedAt: null,
    loadError: null,
    pollFailed: false,
    updating: false,
  }),
  invoke: { id: 'watchVisibility', src: 'watchVisibility' },
  on: {
    'participant.voted': {
      actions: assign(({ event }) => ({ pid: event.pid, votedCount: event.votedCount })),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMap',
        src: 'loadMap',
        input: conversationInput,
        onDone: { target: 'live', actions: { type: 'store', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => responseProblem(event.error) }),
        },
      },
    },
    failed: { on: { 'map.retry': 'loading' } },
    live: {
      initial: 'waiting',
      on: { 'page.hidden': '.paused' },
      states: {
        waiting: { after: { POLL_MS: 'polling' } },
        polling: {
          invoke: {
            id: 'pollMap',
            src: 'pollMap',
            input: ({ context }) => ({
              conversationId: context.conversationId,
              etag: context.etag,
            }),
            onDone: {
              target: 'waiting',
              actions: { type: 'store', params: ({ event }) => event.output },
            },
            onError: { target: 'waiting', actions: assign({ pollFailed: true }) },
          },
        },
        paused: { on: { 'page.visible': 'polling' } },
      },
    },
  },
});

type OpinionMapSnapshot = SnapshotFrom<typeof opinionMapMachine>;

export const selectMapPhase = (s: OpinionMapSnapshot): 'loading' | 'failed' | 'live' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'live';
export const selectMapLoadError = (s: OpinionMapSnapshot) =>
  s.matches('failed') ? s.context.loadError : null;
export const selectMapPaused = (s: OpinionMapSnapshot) => s.matches({ live: 'paused' });
export const selectMapPollFailed = (s: OpinionMapSnapshot) =>
  s.matches('live') && s.context.pollFailed;
/** "Opdateres …": newer votes are being computed (as of the last answer). */
export const selectMapUpdating = (s: OpinionMapSnapshot) => s.matches('live') && s.context.updating;
export const selectCheckedAt = (s: OpinionMapSnapshot) => s.context.checkedAt;

// The view model is derived once per change of its inputs, not on every snapshot.
let memo: { key: unknown[]; view: MapView } | null = null;
export const selectMapView = (s: OpinionMapSnapshot): MapView | null => {
  const { map, texts, pid, votedCount } = s.context;
  if (!map) return null;
  const key = [map, texts, pid, votedCount];
  if (memo && memo.key.every((part, i) => part === key[i])) return memo.view;
  memo = { key, view: mapView(map, texts, pid, votedCount) };
  return memo.view;
};
