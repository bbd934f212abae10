// The participant's opinion map (vis_type 1) below the voting card (GET /math/participantMap).
//
// `loading` → `live` (`waiting` ⇄ `polling` with the ETag; `paused` while the page is hidden) or
// `failed`; each vote comes from the participation chart through the hub (`participant.voted`).
// Behaviour: docs/behaviour.md#opinionmap; diagram: docs/charts/opinionMap.md
import { assign, fromCallback, setup, type SnapshotFrom } from 'xstate';
import {
  getParticipantMap,
  type ParticipantMapReply,
} from '../../../api/public/opinionMap/participantMap';
import type { ParticipantMap, VotePlacement } from '../../../../contract/types';
import {
  conversationInput,
  type ConversationInput,
  fromRequest,
  requestActor,
} from '../../common/fromRequest';
import { listenTo, type AppEventOf } from '../../common/appEvents';
import { responseProblem, type ResponseProblem } from '../../common/responseText';
import { participantMapView, type ParticipantMapView } from './participantMapRules';
import { failTo } from '../../common/failTo';

/** The result is recomputed at most every few seconds after votes; asking every 10 s is enough. */
export const POLL_MS = 10_000;

export interface OpinionMapInput {
  conversationId: string;
  pid: number | null;
  votedCount: number;
  placement?: VotePlacement | null;
}

interface MapReply {
  reply: ParticipantMapReply;
  /** When the reply came (ms): the status line's "computed N minutes ago" is relative to it. */
  at: number;
}

interface OpinionMapContext {
  conversationId: string;
  pid: number | null;
  votedCount: number;
  /** Where the participant's last vote placed them before the next update (its answer). */
  placement: VotePlacement | null;
  map: ParticipantMap | null;
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
  /** The participation chart counted a vote (through the page's hub, common/appEvents). */
  | AppEventOf<'participant.voted'>;

async function fetchMap(
  input: { conversationId: string; etag: string | null },
  signal: AbortSignal,
): Promise<MapReply> {
  const reply = await getParticipantMap(input, signal);
  return { reply, at: Date.now() };
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
    listenForVotes: listenTo('participant.voted'),
    watchVisibility: fromCallback<OpinionMapEvent>(({ sendBack }) => {
      const onChange = () =>
        sendBack({ type: document.visibilityState === 'hidden' ? 'page.hidden' : 'page.visible' });
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    }),
  },
  actions: {
    store: assign(({ context }, { reply, at }: MapReply) => ({
      map: reply.unchanged ? context.map : reply.map,
      etag: reply.etag ?? context.etag,
      checkedAt: at,
      loadError: null,
      pollFailed: false,
      updating: reply.updating,
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
    placement: input.placement ?? null,
    map: null,
    etag: null,
    checkedAt: null,
    loadError: null,
    pollFailed: false,
    updating: false,
  }),
  invoke: [
    { id: 'watchVisibility', src: 'watchVisibility' },
    { id: 'listenForVotes', src: 'listenForVotes', input: conversationInput },
  ],
  on: {
    'participant.voted': {
      actions: assign(({ context, event }) => ({
        pid: event.pid,
        votedCount: event.votedCount,
        placement: event.placement ?? context.placement,
      })),
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
        onError: failTo('failed', 'loadError', responseProblem),
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
let memo: { key: unknown[]; view: ParticipantMapView } | null = null;
export const selectMapView = (s: OpinionMapSnapshot): ParticipantMapView | null => {
  const { map, placement, votedCount } = s.context;
  if (!map) return null;
  const key = [map, placement, votedCount];
  if (memo && memo.key.every((part, i) => part === key[i])) return memo.view;
  memo = { key, view: participantMapView(map, placement, votedCount) };
  return memo.view;
};
