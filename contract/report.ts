// The public report's opinion groups and versions (GET /reportData, docs/api.md#get-reportdata): what a
// report froze of the math when it was generated. Re-exported by types.ts. This file imports only
// the math contract.
import type { NoGroupsReason } from './math';

/** What the groups rest on: when the math ran and on how many votes; why there are no groups. */
export interface ReportMathStatus {
  /** When the frozen result was computed (ms since the epoch); null: never computed. */
  computed_at: number | null;
  vote_count: number;
  groups_reason: NoGroupsReason | null;
  /**
   * How firm the groups were: the mean agreement (adjusted Rand index, 0–1) of re-runs on
   * reordered, resampled participants (docs/math.md#the-stability-figure); null when not computed
   * (or a report frozen before it was kept).
   */
  stability?: number | null;
}

/** A statement that sets a group apart: the share of the group that agreed (or disagreed), 0–100. */
export interface ReportGroupStatement {
  tid: number;
  repful_for: 'agree' | 'disagree';
  in_group: number;
  /** The same share among the members of every other group. */
  others: number;
}

/** A statement and each group's share that agreed with it (0–100), in the groups' order. */
export interface ReportSpreadStatement {
  tid: number;
  agree: number[];
  /** In `consensus`: which way every group leaned (a report frozen before: 'agree'). */
  side?: 'agree' | 'disagree';
  /** Each group's share that disagreed, for a shared rejection. */
  disagree?: number[];
}

export interface ReportGroup {
  id: number;
  size: number;
  statements: ReportGroupStatement[];
  /** The statements most members marked "important to me" (empty without importance). */
  important: { tid: number; count: number }[];
  /** The group's base clusters on the map: [x, y, participants]. */
  points: [number, number, number][];
}

export interface ReportMath {
  status: ReportMathStatus;
  importance_enabled: boolean;
  groups: ReportGroup[];
  /**
   * Group-informed consensus: what a majority of every group agrees with, then what a majority of
   * every group rejects (`side`), each most shared first.
   */
  consensus: ReportSpreadStatement[];
  /** Where the groups differ most, most divisive first. */
  divisive: ReportSpreadStatement[];
  /** Each statement's place on the map [tid, x, y], scaled to the groups' extent. */
  statements: [number, number, number][];
}

/** A later version of the same conversation's report. */
export interface ReportVersion {
  report_id: string;
  /** When its figures were taken (ms since the epoch). */
  taken_at: number;
}
