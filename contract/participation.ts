// The /api/v3 contract of the public pages: participation and the public report. Re-exported
// by types.ts, which the SPA and the server import. The report's text: reportText.ts.
import type { VotePlacement } from './participantMap';
import type { ReportMath, ReportVersion } from './report';
/**
 * Comment moderation: -1 rejected, 0 pending (unmoderated), 1 accepted. Here rather than in
 * types.ts (which re-exports it) so that this file imports no file that imports it.
 */
export type ModValue = -1 | 0 | 1;

import type { PublishedReportText } from './reportText';
// ---- Participation and the public report (server/routes/participation*.ts, votes, reportData) --
// Public calls: no admin token. A participant token (anonymous, HS256, issued by this server) goes
// in `Authorization: Bearer …`; it opens no admin call.

/** Votes the Polis way: agree = -1, disagree = 1, pass = 0. */
export type VoteValue = -1 | 0 | 1;

/** The settings a participant's page needs (no owner, no e-mails, no counts of others). */
export interface ParticipationConversation {
  conversation_id: string;
  topic: string;
  description: string;
  is_active: boolean;
  write_type: 0 | 1;
  vis_type: 0 | 1;
  help_bgcolor: string; // 'default' when unset
  help_color: string; // 'default' when unset
  strict_moderation: boolean;
  /** Not opened by its owner yet: the page says so and takes no votes (upstream: absent, false). */
  is_draft?: boolean;
  /** Each vote may carry "Vigtigt for mig" (high_priority). */
  importance_enabled: boolean;
  /** The longest statement it takes (Rådslag; upstream: absent, read as 140). */
  comment_max_length: number;
  /** When an open conversation closes by itself (ms), or null (Rådslag; upstream: absent). */
  closes_at?: number | null;
  /** A closed conversation's newest report, or null (Rådslag; upstream: absent). */
  report_id?: string | null;
}

/** The next statement to vote on. `remaining` counts this one; `total` = all visible statements. */
export interface NextComment {
  tid: number;
  txt: string;
  remaining: number;
  total: number;
}

/** GET /nextComment answers `{}` when nothing is left. */
export type NextCommentResponse = NextComment | Record<string, never>;

/** GET /participationInit?conversation_id=X */
export interface ParticipationInit {
  conversation: ParticipationConversation;
  /** null when no (valid) participant token came with the call. */
  participant: { pid: number } | null;
  nextComment: NextComment | null;
  /** Statements this participant has voted on (0 without a participant). */
  votedCount: number;
}

/** Issued when a call created the participant: keep `token` and send it as a bearer from then on. */
export interface ParticipantAuth {
  token: string;
}

/** POST /votes { conversation_id, tid, vote } */
export interface VoteResponse {
  currentPid: number;
  nextComment: NextCommentResponse;
  auth?: ParticipantAuth;
  /** Ours: the vote placed the participant on the map before the next update (docs/math.md). */
  placement?: VotePlacement;
}

/** POST /comments { conversation_id, txt } from a participant. */
export interface ParticipantCommentResponse {
  tid: number;
  currentPid: number;
  auth?: ParticipantAuth;
}

/** POST /comments/similar { conversation_id, txt }: statements the text nearly repeats. */
export interface SimilarStatementsResponse {
  /** Best first, at most 3; only statements participants are shown. Empty: nothing close. */
  similar: { tid: number; txt: string; score: number }[];
}

/** One statement of the public report; counts from each participant's latest vote. */
export interface ReportStatement {
  tid: number;
  txt: string;
  agrees: number;
  disagrees: number;
  passes: number;
  votes: number;
  /** Participants whose current vote marks it "important to me" (high_priority). */
  important: number;
  mod: ModValue;
  is_meta: boolean;
}

/** GET /reportData?report_id=R (public). */
export interface ReportData {
  /** mod_level: -1 all statements, 0 all but rejected, 1 accepted only. */
  report: { report_id: string; created: number; mod_level: number };
  conversation: { conversation_id: string; topic: string; description: string };
  totals: { participants: number; voters: number; votes: number; statements: number };
  statements: ReportStatement[];
  stats: { firstVoteTimes: number[]; firstCommentTimes: number[] };
  /** When the report's figures were frozen (ms since the epoch): later votes do not change them. */
  taken_at: number;
  /** The opinion groups as they stood then (null from a server without them). */
  math: ReportMath | null;
  /** Newer reports of the same conversation, newest first (read when the report is opened). */
  newer: ReportVersion[];
  /** When statements rejected after publishing left this version (ms), one entry per correction. */
  removed?: number[];
  /** The owner's published text (docs/api.md#report-text), null while there is none. */
  text?: PublishedReportText | null;
}
