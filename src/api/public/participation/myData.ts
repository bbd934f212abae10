// "Mine data" (GET/DELETE /myData, docs/api.md#data-protection): the participant's own votes and
// statements, read and deleted with the token this device keeps for the conversation. Without a
// token on this device there is nothing to ask for (null, no request); a 401 means the server does
// not know the token either (null too).
import type { MyData, MyStatement, MyVote } from '../../../../contract/dataProtection';
import { isApiError } from '../../common/apiError';
import { apiGetData, apiSend, forConversation } from '../../common/client';
import {
  asRecord,
  listOf,
  toBoolean,
  toMod,
  toNumber,
  toStatementRef,
  toText,
  toTimestamp,
} from '../../common/tolerance';
import { readParticipantToken } from './participantToken';

const toVote = (value: unknown): MyVote['vote'] => {
  const vote = toNumber(value, 0);
  return vote < 0 ? -1 : vote > 0 ? 1 : 0;
};

export function parseMyData(value: unknown): MyData {
  const raw = asRecord(value, 'mine data');
  return {
    conversation_id: toText(raw.conversation_id),
    is_active: toBoolean(raw.is_active),
    votes: listOf(raw, 'votes', 'mine stemmer').map((item): MyVote => {
      const vote = asRecord(item, 'vote');
      return {
        ...toStatementRef(vote),
        vote: toVote(vote.vote),
        modified: toTimestamp(vote.modified),
      };
    }),
    statements: listOf(raw, 'statements', 'mine udsagn').map((item): MyStatement => {
      const statement = asRecord(item, 'statement');
      return {
        ...toStatementRef(statement),
        mod: toMod(statement.mod),
        created: toTimestamp(statement.created),
      };
    }),
  };
}

export async function getMyData(
  conversationId: string,
  signal: AbortSignal,
): Promise<MyData | null> {
  if (!readParticipantToken(conversationId)) return null;
  try {
    const data = await apiGetData('myData', forConversation(conversationId, signal));
    return parseMyData(data);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export async function deleteMyData(conversationId: string, signal: AbortSignal): Promise<void> {
  await apiSend('delete', 'myData', forConversation(conversationId, signal));
}
