// The monitoring charts' data (docs/behaviour.md#monitoring): the nth timestamp plotted against n,
// so the area under the line is how many voters (or commenters) had arrived by then. Pure.
import type { ConversationStats } from '../../../contract/types';

export interface CountPoint {
  /** When the nth participant first voted (or commented). */
  x: Date;
  /** n, counting from 1. */
  y: number;
}

export interface CountSeries {
  id: string;
  data: CountPoint[];
}

/** A chart with one data point or fewer is not drawn. */
const MIN_POINTS_TO_DRAW = 2;

/** Ascending, finite times as points (time, 1), (time, 2), … */
export function cumulativeSeries(id: string, times: readonly number[]): CountSeries {
  const sorted = times.filter((ms) => Number.isFinite(ms)).sort((a, b) => a - b);
  return { id, data: sorted.map((ms, i) => ({ x: new Date(ms), y: i + 1 })) };
}

export function isDrawable(series: CountSeries): boolean {
  return series.data.length >= MIN_POINTS_TO_DRAW;
}

interface StatsSummary {
  participants: number;
  voters: number;
  commenters: number;
  votes: number;
  comments: number;
}

/** The summary numbers: participants from the conversation, the rest from the stats. */
export function statsSummary(participants: number, stats: ConversationStats): StatsSummary {
  return {
    participants,
    voters: stats.firstVoteTimes.length,
    commenters: stats.firstCommentTimes.length,
    votes: stats.voteTimes.length,
    comments: stats.commentTimes.length,
  };
}
