// The monitoring screen at /m/{conversation_id}/stats: statistics, where the opinion groups stand
// and their map, fetched once and then polled.
//
// A visible poll loop (`waiting` → POLL_MS → `fetching`), so stopping the chart ends it; 403 stops.
// Behaviour: docs/behaviour.md#monitoring; diagram: docs/charts/monitoring.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/common/apiError';
import type { MapData } from '../../api/public/opinionMap/opinionMap';
import type { ConversationStats, MathStatus } from '../../../contract/types';
import { type ConversationInput, requestActor } from '../common/fromRequest';
import { fetchMonitoring, type MonitoringReply } from './monitoringFetch';
import { mapView, type MapView } from '../public/opinionMap';
import { isRefusedEvent } from '../common/adminPermission';
import { failTo } from '../common/failTo';

interface MonitoringContext {
  conversationId: string;
  stats: ConversationStats | null;
  etag: string | null;
  loadError: ApiErrorInfo | null;
  /** The last poll failed: the numbers shown may be stale. */
  refreshError: ApiErrorInfo | null;
  /** Where the opinion groups stand, and the map of the last result (null before any). */
  math: MathStatus | null;
  map: MapData | null;
}

export type MonitoringEvent = { type: 'stats.retry' };

interface FetchStatsInput {
  conversationId: string;
  etag: string | null;
  /** The tick of the map in hand: the map is fetched again only when the status's moved. */
  mapTick: number | null;
}

/** Stats refresh every 10 s (docs/behaviour.md#polling). */
const POLL_MS = 10_000;

const fetchInput = ({ context }: { context: MonitoringContext }): FetchStatsInput => ({
  conversationId: context.conversationId,
  // Without stats in hand a 304 would leave us nothing to show: ask in full.
  etag: context.stats ? context.etag : null,
  mapTick: context.map ? context.map.mathTick : null,
});

const monitoringSetup = setup({
  types: {
    context: {} as MonitoringContext,
    events: {} as MonitoringEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchStats: requestActor(fetchMonitoring),
  },
  guards: { isForbidden: isRefusedEvent },
  delays: { POLL_MS },
  actions: {
    store: assign(({ context }, { stats: reply, math, map }: MonitoringReply) => ({
      stats: reply.unchanged ? context.stats : reply.stats,
      etag: reply.etag,
      math,
      map: map ?? context.map,
      loadError: null,
      refreshError: null,
    })),
  },
});

/**
 * Fetching the figures, first (`loading`) and on each poll (`polling.fetching`): where it goes
 * next, and where a failure goes and is kept. A refusal stops in `denied` either way.
 */
const fetchingStats = (next: {
  done: 'polling' | 'waiting';
  failed: 'failed' | 'waiting';
  error: 'loadError' | 'refreshError';
}) =>
  monitoringSetup.createStateConfig({
    invoke: {
      id: 'fetchStats',
      src: 'fetchStats',
      input: fetchInput,
      onDone: {
        target: next.done,
        actions: { type: 'store', params: ({ event }) => event.output },
      },
      onError: [
        { guard: 'isForbidden', target: '#monitoring.denied' },
        failTo(next.failed, next.error, toApiErrorInfo),
      ],
    },
  });

export const monitoringMachine = monitoringSetup.createMachine({
  id: 'monitoring',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/stats', view: 'src/views/monitoring/MonitoringPage.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    stats: null,
    etag: null,
    loadError: null,
    refreshError: null,
    math: null,
    map: null,
  }),
  initial: 'loading',
  states: {
    loading: fetchingStats({ done: 'polling', failed: 'failed', error: 'loadError' }),
    polling: {
      initial: 'waiting',
      states: {
        waiting: { after: { POLL_MS: 'fetching' } },
        fetching: fetchingStats({ done: 'waiting', failed: 'waiting', error: 'refreshError' }),
      },
    },
    failed: { on: { 'stats.retry': 'loading' } },
    denied: { on: { 'stats.retry': 'loading' } },
  },
});

type MonitoringSnapshot = SnapshotFrom<typeof monitoringMachine>;

export const selectStats = (s: MonitoringSnapshot): ConversationStats | null => s.context.stats;
export const selectStatsLoadError = (s: MonitoringSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.loadError : null;
export const selectStatsRefreshError = (s: MonitoringSnapshot): ApiErrorInfo | null =>
  s.matches('polling') ? s.context.refreshError : null;
export const selectStatsDenied = (s: MonitoringSnapshot): boolean => s.matches('denied');
export const selectStatsIsRetrying = (s: MonitoringSnapshot): boolean => s.matches('loading');
/** Groups and placed participants, and whether newer votes are being computed (null before). */
export const selectMathSummary = (s: MonitoringSnapshot) => s.context.math;

// The map's view model is derived once per new map, not on every snapshot.
let memo: { map: MapData; view: MapView } | null = null;
export const selectMonitoringMap = (s: MonitoringSnapshot): MapView | null => {
  const { map } = s.context;
  if (!map) return null;
  if (memo?.map !== map) memo = { map, view: mapView(map, {}, null, 0) };
  return memo.view;
};
