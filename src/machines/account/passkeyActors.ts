// The passkeys chart's calls (src/machines/account/passkeys.machine.ts): the /api/account/passkeys routes
// and the browser's WebAuthn ceremony (account/passkeyCeremony.ts), each an actor of its own so a
// test can provide() a software authenticator in the ceremony's place. Also the problem shapes
// the chart keeps and the view turns into Danish.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { fromPromise } from 'xstate';
import type { AccountReply } from '../../api/account/account';
import { ApiError } from '../../api/common/apiError';
import { currentAccessToken } from '../../api/common/client';
import {
  addPasskey,
  listPasskeys,
  passkeyOptions,
  removePasskey,
  renamePasskey,
  type PasskeyOptions,
} from '../../api/account/passkeys';
import type { PasskeyInfo } from '../../../contract/account';
import {
  createPasskeyCredential,
  type CeremonyFailure,
  type CeremonyOutcome,
} from './passkeyCeremony';

/** Why the add form shows a message; the view picks the Danish words (or shows the server's). */
export type AddProblem =
  | { kind: 'blank' }
  | { kind: 'tooLong' }
  | { kind: 'ceremony'; reason: CeremonyFailure }
  | { kind: 'refused'; message: string; field: 'name' | null }
  | { kind: 'unavailable' };

/** Why the rename form shows a message (the server's words when it refused). */
export type RenameProblem =
  | { kind: 'blank' }
  | { kind: 'tooLong' }
  | { kind: 'refused'; message: string }
  | { kind: 'unavailable' };

/** A passkey whose removal failed, and why (the server's words, or null: no answer). */
export interface RemoveProblem {
  id: string;
  message: string | null;
}

/** A refusal as an error, for the list: it has no field to stand next to. */
function orThrow<T>(reply: AccountReply<T>): T {
  if (reply.ok) return reply.data;
  const { status, message } = reply.refusal;
  throw new ApiError({ status, statusText: message, message });
}

export const passkeyActors = {
  listPasskeys: fromPromise<PasskeyInfo[]>(async ({ signal }) =>
    orThrow(await listPasskeys(await currentAccessToken(), signal)),
  ),
  passkeyOptions: fromPromise<AccountReply<PasskeyOptions>>(async ({ signal }) =>
    passkeyOptions(await currentAccessToken(), signal),
  ),
  createCredential: fromPromise<CeremonyOutcome, PublicKeyCredentialCreationOptionsJSON>(
    ({ input, signal }) => createPasskeyCredential(input, signal),
  ),
  savePasskey: fromPromise<
    AccountReply<PasskeyInfo>,
    { challengeId: string; response: RegistrationResponseJSON; name: string }
  >(async ({ input, signal }) => addPasskey(input, await currentAccessToken(), signal)),
  renamePasskey: fromPromise<AccountReply<PasskeyInfo>, { id: string; name: string }>(
    async ({ input, signal }) =>
      renamePasskey(input.id, input.name, await currentAccessToken(), signal),
  ),
  removePasskey: fromPromise<AccountReply<object>, { id: string }>(async ({ input, signal }) =>
    removePasskey(input.id, await currentAccessToken(), signal),
  ),
};
