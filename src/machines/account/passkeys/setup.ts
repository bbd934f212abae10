// The passkeys chart's types, actors, guards and actions (xstate `setup`), shared by the chart
// (../passkeys.machine.ts) and its rename states (renameStates.ts), so each file stays small.
import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { assign, setup } from 'xstate';
import type { AccountReply } from '../../../api/account/account';
import type { ApiErrorInfo } from '../../../api/common/apiError';
import type { PasskeyOptions } from '../../../api/account/passkeys';
import { MAX_PASSKEY_NAME, type PasskeyInfo } from '../../../../contract/account';
import {
  passkeyActors,
  type AddProblem,
  type RemoveProblem,
  type RenameProblem,
} from '../passkeyActors';

export type { AddProblem, RemoveProblem, RenameProblem };

export interface PasskeysContext {
  passkeys: PasskeyInfo[];
  loadError: ApiErrorInfo | null;
  /** The name typed for the next passkey. */
  name: string;
  options: PasskeyOptions | null;
  /** The browser's new credential, on its way to the server. */
  credential: RegistrationResponseJSON | null;
  problem: AddProblem | null;
  /** The passkey asked about, being removed or renamed. */
  target: PasskeyInfo | null;
  removeProblem: RemoveProblem | null;
  /** The new name typed for `target`. */
  newName: string;
  renameProblem: RenameProblem | null;
  /** What just happened, for the status line. */
  notice: { kind: 'added' | 'removed' | 'renamed'; name: string } | null;
}

export type PasskeysEvent =
  | { type: 'passkeys.retry' }
  | { type: 'name.change'; value: string }
  | { type: 'passkey.add' }
  | { type: 'passkey.remove'; id: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' }
  | { type: 'passkey.rename'; id: string }
  | { type: 'rename.change'; value: string }
  | { type: 'rename.save' }
  | { type: 'rename.cancel' };

export const refusalOf = <T>(reply: AccountReply<T>) => (reply.ok ? null : reply.refusal);
const tooLong = (name: string) => [...name.trim()].length > MAX_PASSKEY_NAME;

export const passkeysSetup = setup({
  types: { context: {} as PasskeysContext, events: {} as PasskeysEvent },
  actors: passkeyActors,

  guards: {
    isBlank: ({ context }) => context.name.trim() === '',
    // Said before the browser asks for a fingerprint, not after (the server says it too).
    isTooLong: ({ context }) => tooLong(context.name),
    isListed: ({ context, event }) =>
      (event.type === 'passkey.remove' || event.type === 'passkey.rename') &&
      context.passkeys.some((p) => p.id === event.id),
    isNewNameBlank: ({ context }) => context.newName.trim() === '',
    isNewNameTooLong: ({ context }) => tooLong(context.newName),
  },
  actions: {
    refused: assign({
      problem: (_, refusal: { message: string; field?: string }) => ({
        kind: 'refused' as const,
        message: refusal.message,
        field: refusal.field === 'name' ? ('name' as const) : null,
      }),
    }),
  },
});
