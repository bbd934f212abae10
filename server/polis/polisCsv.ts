// Polis's own export files, written from our data: the column names, their order and the sign
// convention of Polis's `comments.csv`, `votes.csv`, `participants-votes.csv` and `summary.csv`
// (as in the real exports, docs/api.md#polis-export-files), so a tool built for Polis exports
// reads ours. Polis's exports flip its internal sign: agree is 1, disagree -1, pass 0 in the
// files, while we (like Polis's database) store agree as -1. Cells go through the same writer as
// our readable exports (RFC 4180, a byte-order mark, formula-looking text guarded with a ').
import { csvCell, toCsv, UTF8_BOM, type CsvCell } from '../reports/present/csv';

/** comments.csv as Polis writes it since 2024 (meta and seed flags, group-informed consensus). */
export const POLIS_COMMENTS_HEADER = [
  'timestamp',
  'comment-id',
  'author-id',
  'agrees',
  'disagrees',
  'moderated',
  'is-meta',
  'is-seed',
  'group-informed-consensus',
  'comment-body',
] as const;

export const POLIS_VOTES_HEADER = [
  'timestamp',
  'datetime',
  'comment-id',
  'voter-id',
  'vote',
] as const;

/** The fixed columns of participants-votes.csv; one column per voted-on comment id follows. */
export const POLIS_PARTICIPANT_COLUMNS = [
  'participant',
  'xid',
  'group-id',
  'n-comments',
  'n-votes',
  'n-agree',
  'n-disagree',
] as const;

export interface PolisComment {
  tid: number;
  created: number;
  /** The author's pid. */
  pid: number;
  txt: string;
  mod: number;
  isMeta: boolean;
  isSeed: boolean;
  /** Latest votes, stored sign: agree -1, disagree 1. */
  agrees: number;
  disagrees: number;
  /** From the stored math result; null when there is none for the comment. */
  groupInformedConsensus: number | null;
}

export interface PolisVote {
  pid: number;
  tid: number;
  /** Stored sign: agree -1, disagree 1, pass 0. */
  vote: number;
  created: number;
}

export interface PolisParticipant {
  pid: number;
  /** Opinion group from the stored math result; null when not grouped. */
  groupId: number | null;
  /** Comments the participant wrote. */
  comments: number;
  /** The participant's latest vote per comment (stored sign). */
  votes: Map<number, number>;
}

export interface PolisSummary {
  topic: string;
  url: string;
  views: number;
  voters: number;
  votersInConv: number;
  commenters: number;
  comments: number;
  groups: number;
  description: string;
}

/** Stored sign (agree -1) to the files' sign (agree 1); never writes -0. */
export const fileSign = (vote: number): number => (vote === 0 ? 0 : -vote);

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** Polis's `datetime` cell ("Fri Sep 20 14:29:43 CDT 2024"), written in UTC. */
export function polisDatetime(ms: number): string {
  const d = new Date(ms);
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
  return `${WEEKDAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${two(d.getUTCDate())} ${time} UTC ${d.getUTCFullYear()}`;
}

export function polisCommentsCsv(comments: readonly PolisComment[]): string {
  return toCsv(
    POLIS_COMMENTS_HEADER,
    comments.map((c) => [
      c.created,
      c.tid,
      c.pid,
      c.agrees,
      c.disagrees,
      c.mod,
      c.isMeta,
      c.isSeed,
      c.groupInformedConsensus,
      c.txt,
    ]),
  );
}

export function polisVotesCsv(votes: readonly PolisVote[]): string {
  return toCsv(
    POLIS_VOTES_HEADER,
    votes.map((v) => [v.created, polisDatetime(v.created), v.tid, v.pid, fileSign(v.vote)]),
  );
}

/** One row per participant who voted; one column per comment someone voted on, ascending. */
export function polisParticipantsVotesCsv(participants: readonly PolisParticipant[]): string {
  const tids = [...new Set(participants.flatMap((p) => [...p.votes.keys()]))].sort((a, b) => a - b);
  const rows = participants.map((p) => {
    const votes = [...p.votes.values()];
    const cells: CsvCell[] = [
      p.pid,
      null,
      p.groupId,
      p.comments,
      votes.length,
      votes.filter((v) => v === -1).length,
      votes.filter((v) => v === 1).length,
    ];
    for (const tid of tids) {
      const vote = p.votes.get(tid);
      cells.push(vote === undefined ? null : fileSign(vote));
    }
    return cells;
  });
  return toCsv([...POLIS_PARTICIPANT_COLUMNS, ...tids.map(String)], rows);
}

/** summary.csv: no header, one `key,value` line each, in Polis's order. */
export function polisSummaryCsv(summary: PolisSummary): string {
  const lines: [string, CsvCell][] = [
    ['topic', summary.topic],
    ['url', summary.url],
    ['views', summary.views],
    ['voters', summary.voters],
    ['voters-in-conv', summary.votersInConv],
    ['commenters', summary.commenters],
    ['comments', summary.comments],
    ['groups', summary.groups],
    ['conversation-description', summary.description],
  ];
  return `${UTF8_BOM}${lines.map((cells) => cells.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`;
}
