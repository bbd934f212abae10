// The monitoring chart's fetch: the stats (with their ETag) and where the opinion groups stand, side
// by side; then the map when the status names a result newer than the one in hand.
import { getMathStatus } from '../../api/common/math';
import { getPca2, type MapData } from '../../api/public/opinionMap/opinionMap';
import { getConversationStats, type StatsReply } from '../../api/monitoring/stats';
import type { MathStatus } from '../../../contract/types';
import { allOrAbort } from '../common/allOrAbort';

export interface MonitoringReply {
  stats: StatsReply;
  math: MathStatus;
  /** A newer map, or null to keep the one in hand. */
  map: MapData | null;
}

export async function fetchMonitoring(
  input: { conversationId: string; etag: string | null; mapTick: number | null },
  signal: AbortSignal,
): Promise<MonitoringReply> {
  const { conversationId } = input;
  const [stats, math] = await allOrAbort<StatsReply | MathStatus>(signal, (each) => [
    getConversationStats({ conversationId, ifNoneMatch: input.etag }, each),
    getMathStatus(conversationId, each),
  ]);
  const status = math as MathStatus;
  let map: MapData | null = null;
  if (status.math_tick > 0 && status.math_tick !== input.mapTick) {
    const reply = await getPca2({ conversationId, etag: null }, signal);
    if (!reply.unchanged) map = reply.map;
  }
  return { stats: stats as StatsReply, math: status, map };
}
