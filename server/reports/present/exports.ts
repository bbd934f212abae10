// The two CSV exports (GET /export/comments.csv and /export/votes.csv): which columns, and how a
// stored value reads. Times are ISO 8601 in UTC; votes keep Polis's numbers (agree -1, disagree 1,
// pass 0) beside a word, so neither a script nor a person has to remember the convention.
import type { CommentExportRow, VoteExportRow } from '../repo/exports';
import { toCsv } from './csv';

const COMMENTS_CSV_HEADER = [
  'tid',
  'created',
  'text',
  'moderation',
  'is_meta',
  'agrees',
  'disagrees',
  'passes',
] as const;

const VOTES_CSV_HEADER = ['participant', 'tid', 'vote', 'vote_label', 'time'] as const;

export function moderationLabel(mod: number): 'accepted' | 'rejected' | 'pending' {
  return mod === 1 ? 'accepted' : mod === -1 ? 'rejected' : 'pending';
}

export function voteLabel(vote: number): 'agree' | 'disagree' | 'pass' {
  return vote === -1 ? 'agree' : vote === 1 ? 'disagree' : 'pass';
}

const isoTime = (ms: number) => new Date(ms).toISOString();

export function commentsCsv(rows: readonly CommentExportRow[]): string {
  return toCsv(
    COMMENTS_CSV_HEADER,
    rows.map((row) => [
      row.tid,
      isoTime(row.created),
      row.txt,
      moderationLabel(row.mod),
      row.is_meta,
      row.agrees,
      row.disagrees,
      row.passes,
    ]),
  );
}

export function votesCsv(rows: readonly VoteExportRow[]): string {
  return toCsv(
    VOTES_CSV_HEADER,
    rows.map((row) => [row.pid, row.tid, row.vote, voteLabel(row.vote), isoTime(row.created)]),
  );
}

/** Content-Disposition for a download named after the conversation (ids are [a-z0-9] only). */
export function attachmentHeader(conversationId: string, kind: 'comments' | 'votes'): string {
  return `attachment; filename="raadslag-${conversationId}-${kind}.csv"`;
}
