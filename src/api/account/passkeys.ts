// The signed-in account's own credentials (/api/account/passkeys, /api/account/password): list
// passkeys, registration options, store the browser's answer, rename, remove; change the password.
// Refusals come back as AccountReply refusals (a Danish message, maybe a field), network failures
// and 5xx throw, like the other account calls.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { PasskeyInfo } from '../../../contract/account';
import { accountRequest } from './account';

export interface PasskeyOptions {
  /** Names the server's one-time challenge; sent back with the browser's answer. */
  challengeId: string;
  options: PublicKeyCredentialCreationOptionsJSON;
}

export const listPasskeys = (token: string | null, signal?: AbortSignal) =>
  accountRequest<PasskeyInfo[]>('GET', '/passkeys', { token, signal });

export const passkeyOptions = (token: string | null, signal?: AbortSignal) =>
  accountRequest<PasskeyOptions>('POST', '/passkeys/options', { json: {}, token, signal });

export const addPasskey = (
  input: { challengeId: string; response: RegistrationResponseJSON; name: string },
  token: string | null,
  signal?: AbortSignal,
) => accountRequest<PasskeyInfo>('POST', '/passkeys', { json: input, token, signal });

export const removePasskey = (id: string, token: string | null, signal?: AbortSignal) =>
  accountRequest<object>('DELETE', `/passkeys/${encodeURIComponent(id)}`, { token, signal });

export const renamePasskey = (
  id: string,
  name: string,
  token: string | null,
  signal?: AbortSignal,
) =>
  accountRequest<PasskeyInfo>('PATCH', `/passkeys/${encodeURIComponent(id)}`, {
    json: { name },
    token,
    signal,
  });

/** POST /api/account/password: a new password, the current one required. */
export const changePassword = (
  input: { current: string; password: string },
  token: string | null,
  signal?: AbortSignal,
) => accountRequest<object>('POST', '/password', { json: input, token, signal });
