// The owner's data-protection calls (docs/api.md#data-protection): what deleting the conversation
// removes and its retention period (GET /conversationData), the retention period saved (PUT
// /conversationData/retention), and the conversation deleted (DELETE /conversationData).
import type { ConversationDataSummary } from '../../../contract/dataProtection';
import { apiGetData, apiSend, forConversation } from '../common/client';
import {
  asRecord,
  recordOrEmpty,
  toBoolean,
  toCount,
  toOptionalTime,
  toText,
} from '../common/tolerance';

const toDaysOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

export function parseConversationDataSummary(value: unknown): ConversationDataSummary {
  const raw = asRecord(value, 'samtalens data');
  const counts = recordOrEmpty(raw.counts);
  return {
    conversation_id: toText(raw.conversation_id),
    is_active: toBoolean(raw.is_active),
    closed_at: toOptionalTime(raw.closed_at),
    retention_days: toDaysOrNull(raw.retention_days),
    participant_data_deleted_at: toOptionalTime(raw.participant_data_deleted_at),
    counts: {
      statements: toCount(counts.statements),
      votes: toCount(counts.votes),
      participants: toCount(counts.participants),
      reports: toCount(counts.reports),
      topics: toCount(counts.topics),
    },
  };
}

export async function getConversationData(
  conversationId: string,
  signal: AbortSignal,
): Promise<ConversationDataSummary> {
  const data = await apiGetData('conversationData', forConversation(conversationId, signal));
  return parseConversationDataSummary(data);
}

/** `days`: the owner's text as typed; '' keeps the data (null). The server checks the value. */
export async function putRetention(
  input: { conversationId: string; days: string },
  signal: AbortSignal,
): Promise<number | null> {
  const text = input.days.trim();
  const data = await apiSend('put', 'conversationData/retention', {
    signal,
    json: {
      conversation_id: input.conversationId,
      retention_days: text === '' ? null : /^\d+$/.test(text) ? Number(text) : text,
    },
  });
  return toDaysOrNull(recordOrEmpty(data).retention_days);
}

export async function deleteConversation(conversationId: string, signal: AbortSignal) {
  await apiSend('delete', 'conversationData', forConversation(conversationId, signal));
}
