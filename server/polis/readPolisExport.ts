// Reads a Polis export folder (comments.csv, votes.csv, participants-votes.csv, summary.csv) into
// plain data, refusing a malformed folder with a message that names the file and line. Used by the
// math evaluation and by the Polis import. Exports flip Polis's internal sign (agree = +1 in the
// files); the data here keeps the files' sign, and toMathInput.ts turns it around.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  column,
  ID_RANGE,
  integerCell,
  optionalColumn,
  PolisExportError,
  readCsvTable,
  TIME_RANGE,
  voteCell,
} from './csvTable';

export interface ExportComment {
  /** Where the comment starts in comments.csv (0 when made up for a folder without that file). */
  line: number;
  tid: number;
  /** 1 accepted, 0 unmoderated, -1 rejected. */
  moderated: number;
  isMeta: boolean;
  /** Milliseconds since the epoch, or null when the file has no timestamp column. */
  created: number | null;
  authorId: number | null;
  body: string;
}

export interface ExportVote {
  /** The vote's line in votes.csv, or its participant's line in participants-votes.csv. */
  line: number;
  created: number;
  tid: number;
  pid: number;
  /** Export sign: agree 1, disagree -1, pass 0. */
  vote: number;
}

export interface ExportParticipant {
  /** The participant's line in participants-votes.csv. */
  line: number;
  pid: number;
  /** Polis's opinion group; null when Polis did not cluster the participant. */
  groupId: number | null;
  /** The participant's last vote per comment (export sign). */
  votes: { tid: number; vote: number }[];
}

export interface PolisExport {
  name: string;
  comments: ExportComment[];
  /** In timestamp order (ties keep file order); from participants-votes.csv when votes.csv is missing. */
  votes: ExportVote[];
  /** True when the folder had no votes.csv and the votes come from the participants' rows. */
  votesFromMatrix: boolean;
  /** True when the folder had no comments.csv (only with `commentsOptional`). */
  commentsFromMatrix: boolean;
  participants: ExportParticipant[];
  summary: Map<string, string>;
}

/** The fixed leading columns of participants-votes.csv; every other header is a comment id. */
const PARTICIPANT_COLUMNS = new Set([
  'participant',
  'xid',
  'group-id',
  'n-comments',
  'n-votes',
  'n-agree',
  'n-disagree',
]);

function readComments(file: string): ExportComment[] {
  const table = readCsvTable(file);
  const tidAt = column(table, 'comment-id');
  const moderatedAt = column(table, 'moderated');
  const metaAt = optionalColumn(table, 'is-meta');
  const createdAt = optionalColumn(table, 'timestamp');
  const authorAt = optionalColumn(table, 'author-id');
  const bodyAt = optionalColumn(table, 'comment-body');
  const seen = new Set<number>();
  return table.rows.map((row) => {
    const tid = integerCell(table, row, tidAt);
    if (seen.has(tid)) throw new PolisExportError(file, row.line, `comment ${tid} appears twice`);
    seen.add(tid);
    const moderated = integerCell(table, row, moderatedAt, { min: -(2 ** 31), max: 2 ** 31 - 1 });
    if (moderated < -1 || moderated > 1) {
      throw new PolisExportError(
        file,
        row.line,
        `"moderated" must be -1, 0 or 1, not ${moderated}`,
      );
    }
    return {
      line: row.line,
      tid,
      moderated,
      isMeta: metaAt !== null && row.fields[metaAt].trim().toLowerCase() === 'true',
      created: createdAt === null ? null : integerCell(table, row, createdAt, TIME_RANGE),
      authorId: authorAt === null ? null : integerCell(table, row, authorAt),
      body: bodyAt === null ? '' : row.fields[bodyAt],
    };
  });
}

function readVotes(file: string): ExportVote[] {
  const table = readCsvTable(file);
  const createdAt = column(table, 'timestamp');
  const tidAt = column(table, 'comment-id');
  const pidAt = column(table, 'voter-id');
  const voteAt = column(table, 'vote');
  const votes = table.rows.map((row) => {
    const vote = voteCell(table, row, voteAt);
    if (vote === null) throw new PolisExportError(file, row.line, '"vote" is empty');
    return {
      line: row.line,
      created: integerCell(table, row, createdAt, TIME_RANGE),
      tid: integerCell(table, row, tidAt),
      pid: integerCell(table, row, pidAt),
      vote,
    };
  });
  // Array.prototype.sort is stable: votes with the same timestamp keep the file's order.
  return votes.sort((a, b) => a.created - b.created);
}

function readParticipants(file: string): ExportParticipant[] {
  const table = readCsvTable(file);
  const pidAt = column(table, 'participant');
  const groupAt = column(table, 'group-id');
  const commentColumns: { index: number; tid: number }[] = [];
  table.header.forEach((name, index) => {
    if (PARTICIPANT_COLUMNS.has(name)) return;
    if (!/^\d+$/.test(name) || Number(name) > ID_RANGE.max) {
      throw new PolisExportError(file, 1, `unexpected column "${name}" (not a comment id)`);
    }
    commentColumns.push({ index, tid: Number(name) });
  });
  return table.rows.map((row) => {
    const groupText = row.fields[groupAt].trim();
    const votes: { tid: number; vote: number }[] = [];
    for (const { index, tid } of commentColumns) {
      const vote = voteCell(table, row, index);
      if (vote !== null) votes.push({ tid, vote });
    }
    return {
      line: row.line,
      pid: integerCell(table, row, pidAt),
      groupId: groupText === '' ? null : integerCell(table, row, groupAt),
      votes,
    };
  });
}

/** The comments a participants-votes.csv names, for a folder without comments.csv. */
function matrixComments(participants: ExportParticipant[]): ExportComment[] {
  const tids = new Set(participants.flatMap((p) => p.votes.map((v) => v.tid)));
  return [...tids]
    .sort((a, b) => a - b)
    .map((tid) => ({
      line: 0,
      tid,
      moderated: 0,
      isMeta: false,
      created: null,
      authorId: null,
      body: '',
    }));
}

function readSummary(file: string): Map<string, string> {
  const summary = new Map<string, string>();
  if (!existsSync(file)) return summary;
  const table = readCsvTable(file, { ragged: true });
  // summary.csv has no header: its first line is already a key,value pair.
  for (const row of [{ line: 1, fields: table.header }, ...table.rows]) {
    if (row.fields.length < 1 || row.fields[0] === '') {
      throw new PolisExportError(file, row.line, 'expected a "key,value" line');
    }
    summary.set(row.fields[0], row.fields.slice(1).join(','));
  }
  return summary;
}

export interface ReadPolisExportOptions {
  /**
   * Accept a folder without comments.csv (the import does): the comments are then the matrix's
   * columns, unmoderated, without text, and `commentsFromMatrix` is true.
   */
  commentsOptional?: boolean;
}

export function readPolisExport(folder: string, options: ReadPolisExportOptions = {}): PolisExport {
  const file = (name: string) => join(folder, name);
  const commentsFromMatrix = options.commentsOptional === true && !existsSync(file('comments.csv'));
  for (const required of ['comments.csv', 'participants-votes.csv']) {
    if (required === 'comments.csv' && commentsFromMatrix) continue;
    if (!existsSync(file(required))) {
      throw new PolisExportError(file(required), null, `is missing from ${folder}`);
    }
  }
  const participants = readParticipants(file('participants-votes.csv'));
  const comments = commentsFromMatrix
    ? matrixComments(participants)
    : readComments(file('comments.csv'));
  const votesFromMatrix = !existsSync(file('votes.csv'));
  // Without votes.csv the matrix is all we have: its rows in file order, each row's votes in column
  // order, with made-up increasing timestamps (so first-encounter order is the file's order).
  const votes = votesFromMatrix
    ? participants.flatMap((participant) =>
        participant.votes.map(({ tid, vote }) => ({
          line: participant.line,
          created: 0,
          tid,
          pid: participant.pid,
          vote,
        })),
      )
    : readVotes(file('votes.csv'));
  if (votesFromMatrix) votes.forEach((vote, index) => (vote.created = index));
  return {
    name: basename(folder.replace(/\/+$/, '')),
    comments,
    votes,
    votesFromMatrix,
    commentsFromMatrix,
    participants,
    summary: readSummary(file('summary.csv')),
  };
}
