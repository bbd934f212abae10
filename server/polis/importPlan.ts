// What `npm run import:polis` will write, checked before anything is: a Polis export folder read by
// readPolisExport (which refuses bad CSV, headers and cells naming file and line) turned into
// participants, statements and votes, refusing what the database would not take — a vote on a
// comment the folder does not have, two statements with the same text, a text over the limit —
// again naming the file and line. Votes stay in the export's timestamp order.
import { join } from 'node:path';
import { DESCRIPTION_MAX, TOPIC_MAX } from '../../contract/limits';
import { PolisExportError } from './csvTable';
import type { PolisExport } from './readPolisExport';
import { polisMessages } from './messages';

export interface PlannedComment {
  tid: number;
  pid: number;
  txt: string;
  created: number;
  mod: number;
  isMeta: boolean;
}

export interface ImportPlan {
  topic: string;
  description: string;
  /** Every pid the folder names (voters, participants' rows, authors), ascending. */
  participants: { pid: number; created: number }[];
  /** The pid that stands for the owner: the author of statements the folder gives none for. */
  ownerPid: number | null;
  comments: PlannedComment[];
  /** In timestamp order; stored sign (agree -1, disagree 1, pass 0). */
  votes: VoteColumns;
}

/**
 * Votes as columns of typed arrays: a million of them cross from the worker that plans the import
 * (planInWorker.ts) without a copy, and the writer slices them into chunks.
 */
export interface VoteColumns {
  pid: Int32Array;
  tid: Int32Array;
  vote: Int8Array;
  created: Float64Array;
}

export function voteColumns(
  votes: readonly { pid: number; tid: number; vote: number; created: number }[],
): VoteColumns {
  return {
    pid: Int32Array.from(votes, (v) => v.pid),
    tid: Int32Array.from(votes, (v) => v.tid),
    vote: Int8Array.from(votes, (v) => v.vote),
    created: Float64Array.from(votes, (v) => v.created),
  };
}

/** comments.txt is VARCHAR(1000) (db/migrations/001_initial.sql). */
const COMMENT_TEXT_MAX = 1000;
/** Our own exports guard formula-looking text with a leading ' (present/csv.ts); undo it. */
const GUARDED = /^'[=+\-@\t\r]/;

export function planImport(data: PolisExport, folder: string, now: number): ImportPlan {
  const file = (name: string) => join(folder, name);
  const comments = new Map<number, PlannedComment>();
  const byText = new Map<string, number>();
  const pids = new Set<number>();
  const firstSeen = new Map<number, number>();
  const seen = (pid: number, time: number) => {
    pids.add(pid);
    firstSeen.set(pid, Math.min(firstSeen.get(pid) ?? time, time));
  };
  const withoutAuthor: PlannedComment[] = [];

  for (const comment of data.comments) {
    const where = (detail: string) =>
      new PolisExportError(file('comments.csv'), comment.line, detail);
    const text = GUARDED.test(comment.body) ? comment.body.slice(1) : comment.body;
    // A folder without texts (only participants-votes.csv) still needs distinct statements.
    const txt = text.trim() === '' ? polisMessages.statementWithoutText(comment.tid) : text;
    if (txt.length > COMMENT_TEXT_MAX) {
      throw where(`"comment-body" is longer than ${COMMENT_TEXT_MAX} characters`);
    }
    const twin = byText.get(txt);
    if (twin !== undefined) throw where(`the same text as comment ${twin}`);
    byText.set(txt, comment.tid);
    const planned: PlannedComment = {
      tid: comment.tid,
      pid: comment.authorId ?? -1,
      txt,
      created: comment.created ?? now,
      mod: comment.moderated,
      isMeta: comment.isMeta,
    };
    comments.set(comment.tid, planned);
    if (comment.authorId === null) withoutAuthor.push(planned);
    else seen(comment.authorId, planned.created);
  }

  const votesFile = file(data.votesFromMatrix ? 'participants-votes.csv' : 'votes.csv');
  // Votes read from the matrix carry no time: give them increasing ones ending now.
  const votes = data.votes.map((vote, index) => {
    if (!comments.has(vote.tid)) {
      throw new PolisExportError(
        votesFile,
        vote.line,
        `a vote on comment ${vote.tid}, which comments.csv does not have`,
      );
    }
    const created = data.votesFromMatrix ? now - data.votes.length + index : vote.created;
    seen(vote.pid, created);
    return { pid: vote.pid, tid: vote.tid, vote: vote.vote === 0 ? 0 : -vote.vote, created };
  });
  for (const participant of data.participants) {
    for (const { tid } of participant.votes) {
      if (!comments.has(tid)) {
        throw new PolisExportError(
          file('participants-votes.csv'),
          participant.line,
          `a vote on comment ${tid}, which comments.csv does not have`,
        );
      }
    }
    seen(participant.pid, firstSeen.get(participant.pid) ?? now);
  }

  const ownerPid = withoutAuthor.length > 0 ? Math.max(-1, ...pids) + 1 : null;
  if (ownerPid !== null) {
    for (const comment of withoutAuthor) comment.pid = ownerPid;
    seen(ownerPid, Math.min(...withoutAuthor.map((c) => c.created)));
  }
  const topic = data.summary.get('topic') ?? '';
  const description = data.summary.get('conversation-description') ?? '';
  if (topic.length > TOPIC_MAX) {
    throw new PolisExportError(
      file('summary.csv'),
      null,
      `"topic" is over ${TOPIC_MAX} characters`,
    );
  }
  if (description.length > DESCRIPTION_MAX) {
    throw new PolisExportError(
      file('summary.csv'),
      null,
      `"conversation-description" is over ${DESCRIPTION_MAX} characters`,
    );
  }
  return {
    topic,
    description,
    participants: [...pids]
      .sort((a, b) => a - b)
      .map((pid) => ({ pid, created: firstSeen.get(pid) ?? now })),
    ownerPid,
    comments: [...comments.values()],
    votes: voteColumns(votes),
  };
}
