// Who may use the conversation admin area (docs/behaviour.md#roles-and-permissions; the rule itself
// is the server's moderator rule, docs/api.md#who-may-call-what, reported to the caller as is_owner
// / is_mod).
import { toApiErrorInfo } from '../../api/common/apiError';
import type { Conversation } from '../../../contract/types';

/** Owner or moderator of the conversation, as the metadata says for the signed-in caller. */
export function canModerateConversation(metadata: Conversation | null | undefined): boolean {
  return Boolean(metadata && (metadata.is_owner || metadata.is_mod));
}

/** A refusal from the server: the caller may not administer this conversation. */
export function isPermissionStatus(status: number): boolean {
  return status === 403;
}

/** A chart's guard on a call's error event: the server refused the caller (not a failure to retry). */
export const isRefusedEvent = ({ event }: { event: object }): boolean =>
  'error' in event && isPermissionStatus(toApiErrorInfo(event.error).status);
