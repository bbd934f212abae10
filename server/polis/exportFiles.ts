// The four Polis export files of one conversation up to a cut-off (GET /export/polis/<file>.csv):
// reads what each file needs and hands it to the writers in polisCsv.ts.
import type { Db } from '../platform/db';
import { participationUrl } from '../conversations/present/conversations';
import type { ConversationRow } from '../conversations/repo/conversations';
import { voteExportRows } from '../reports/repo/exports';
import { participantCount, polisCommentRows } from './repo/polisExports';
import {
  polisCommentsCsv,
  polisParticipantsVotesCsv,
  polisSummaryCsv,
  polisVotesCsv,
  type PolisParticipant,
} from './polisCsv';
import { storedGroups } from './storedGroups';

export const POLIS_FILES = ['summary', 'comments', 'votes', 'participants-votes'] as const;
export type PolisFile = (typeof POLIS_FILES)[number];

interface Scope {
  db: Db;
  conversation: ConversationRow;
  before: number;
  publicSiteUrl: string;
}

/** Each voter's latest vote per comment (votes arrive in time order) and their comment count. */
async function participantsOf({ db, conversation, before }: Scope): Promise<PolisParticipant[]> {
  const [votes, comments, groups] = await Promise.all([
    voteExportRows(db, conversation.zid, before),
    polisCommentRows(db, conversation.zid, before),
    storedGroups(db, conversation.zid),
  ]);
  const byPid = new Map<number, PolisParticipant>();
  for (const vote of votes) {
    let participant = byPid.get(vote.pid);
    if (!participant) {
      participant = {
        pid: vote.pid,
        groupId: groups.groupOf.get(vote.pid) ?? null,
        comments: 0,
        votes: new Map(),
      };
      byPid.set(vote.pid, participant);
    }
    participant.votes.set(vote.tid, vote.vote);
  }
  for (const comment of comments) {
    const author = byPid.get(comment.pid);
    if (author) author.comments += 1;
  }
  return [...byPid.values()].sort((a, b) => a.pid - b.pid);
}

export async function polisExportFile(scope: Scope, file: PolisFile): Promise<string> {
  const { db, conversation, before } = scope;
  const zid = conversation.zid;
  switch (file) {
    case 'comments': {
      const [rows, groups] = await Promise.all([
        polisCommentRows(db, zid, before),
        storedGroups(db, zid),
      ]);
      return polisCommentsCsv(
        rows.map((row) => ({
          tid: row.tid,
          created: row.created,
          pid: row.pid,
          txt: row.txt,
          mod: row.mod,
          isMeta: row.is_meta,
          isSeed: row.is_seed,
          agrees: row.agrees,
          disagrees: row.disagrees,
          groupInformedConsensus: groups.consensus.get(row.tid) ?? null,
        })),
      );
    }
    case 'votes':
      return polisVotesCsv(await voteExportRows(db, zid, before));
    case 'participants-votes':
      return polisParticipantsVotesCsv(await participantsOf(scope));
    case 'summary': {
      const [participants, comments, groups, views] = await Promise.all([
        participantsOf(scope),
        polisCommentRows(db, zid, before),
        storedGroups(db, zid),
        participantCount(db, zid),
      ]);
      return polisSummaryCsv({
        topic: conversation.topic,
        url: participationUrl(scope.publicSiteUrl, conversation.conversation_id),
        views,
        voters: participants.length,
        votersInConv: groups.inConv,
        commenters: new Set(comments.map((c) => c.pid)).size,
        comments: comments.length,
        groups: groups.groups,
        description: conversation.description,
      });
    }
  }
}
