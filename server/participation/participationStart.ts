// What the participation page starts from: the conversation's public settings, the participant
// (or null), the first statement to vote on and how many they have voted on. GET
// /participationInit answers it, and the server puts a newcomer's into the page itself
// (http/bootData.ts), so the first statement needs no second round trip
// (docs/architecture.md#start-up). A draft's start says only that it is not open yet: no topic,
// description or statement (docs/api.md#drafts), wherever it is read.
import type { ParticipationInit } from '../../contract/types';
import type { Db } from '../platform/db';
import {
  toDraftParticipationConversation,
  toParticipationConversation,
} from './present/participation';
import type { PublicConversationRow } from '../conversations';
import { newestReadableReport } from '../reports';
import { nextCommentState } from './participant';

export async function participationStart(
  db: Db,
  conversation: PublicConversationRow,
  pid: number | null,
): Promise<ParticipationInit> {
  if (conversation.is_draft) {
    return {
      conversation: toDraftParticipationConversation(conversation),
      participant: null,
      nextComment: null,
      votedCount: 0,
    };
  }
  const { next, votedCount } = await nextCommentState(db, conversation, pid);
  // A closed conversation leads to its newest report not withdrawn (docs/behaviour.md#participation);
  // an open one's reports stay where its owner shares them.
  const newestReport = conversation.is_active
    ? null
    : await newestReadableReport(db, conversation.zid);
  return {
    conversation: toParticipationConversation(conversation, newestReport?.report_id ?? null),
    participant: pid === null ? null : { pid },
    nextComment: next,
    votedCount,
  };
}
