// Where the signed-in account is signed in, and ending every session but this one
// (/api/account/sessions; docs/api.md#sessions). Refusals come back as AccountReply refusals.
import type { AccountSession } from '../../../contract/account';
import { accountRequest } from './account';

export const listSessions = (token: string | null, signal?: AbortSignal) =>
  accountRequest<AccountSession[]>('GET', '/sessions', { token, signal });

export const endOtherSessions = (token: string | null, signal?: AbortSignal) =>
  accountRequest<AccountSession[]>('POST', '/sessions/end-others', { json: {}, token, signal });
