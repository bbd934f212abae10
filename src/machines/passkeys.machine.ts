// "Adgangsnøgler" on /account: the signed-in account's passkeys — the list (name, created, last
// used), adding one (named; the server's options, the browser's WebAuthn ceremony, the server
// stores it) and removing one after a confirmation.
//
//   loading ──ok──> ready ; loading ──refused / failed──> loadFailed ──passkeys.retry──> loading
//   ready.idle ──passkey.add──> requestingOptions ──ok──> ceremony ──made──> saving ──ok──> idle
//        │   (blank or too long a name: stays)   every refusal or failure ──> idle (why, next to it)
//        └──passkey.remove──> confirming ──remove.confirm──> removing ──> idle
//                                  └──remove.cancel──> idle
//
// The ceremony (effects/passkeyCeremony.ts) is an actor of its own, so a test can provide() a
// software authenticator in its place.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccountReply } from '../api/account';
import { ApiError, toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { currentAccessToken } from '../api/client';
import {
  addPasskey,
  listPasskeys,
  passkeyOptions,
  removePasskey,
  type PasskeyOptions,
} from '../api/passkeys';
import { MAX_PASSKEY_NAME, type PasskeyInfo } from '../contract/account';
import {
  createPasskeyCredential,
  type CeremonyFailure,
  type CeremonyOutcome,
} from './effects/passkeyCeremony';

/** Why the add form shows a message; the view picks the Danish words (or shows the server's). */
export type AddProblem =
  | { kind: 'blank' }
  | { kind: 'tooLong' }
  | { kind: 'ceremony'; reason: CeremonyFailure }
  | { kind: 'refused'; message: string; field: 'name' | null }
  | { kind: 'unavailable' };

/** A passkey whose removal failed, and why (the server's words, or null: no answer). */
export interface RemoveProblem {
  id: string;
  message: string | null;
}

interface PasskeysContext {
  passkeys: PasskeyInfo[];
  loadError: ApiErrorInfo | null;
  /** The name typed for the next passkey. */
  name: string;
  options: PasskeyOptions | null;
  /** The browser's new credential, on its way to the server. */
  credential: RegistrationResponseJSON | null;
  problem: AddProblem | null;
  /** The passkey asked about, or being removed. */
  target: PasskeyInfo | null;
  removeProblem: RemoveProblem | null;
  /** What just happened, for the status line. */
  notice: { kind: 'added' | 'removed'; name: string } | null;
}

export type PasskeysEvent =
  | { type: 'passkeys.retry' }
  | { type: 'name.change'; value: string }
  | { type: 'passkey.add' }
  | { type: 'passkey.remove'; id: string }
  | { type: 'remove.confirm' }
  | { type: 'remove.cancel' };

/** A refusal as an error, for the list: it has no field to stand next to. */
function orThrow<T>(reply: AccountReply<T>): T {
  if (reply.ok) return reply.data;
  const { status, message } = reply.refusal;
  throw new ApiError({ status, statusText: message, message });
}

const refusalOf = <T>(reply: AccountReply<T>) => (reply.ok ? null : reply.refusal);

export const passkeysMachine = setup({
  types: { context: {} as PasskeysContext, events: {} as PasskeysEvent },
  actors: {
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
    removePasskey: fromPromise<AccountReply<object>, { id: string }>(async ({ input, signal }) =>
      removePasskey(input.id, await currentAccessToken(), signal),
    ),
  },
  guards: {
    isBlank: ({ context }) => context.name.trim() === '',
    // Said before the browser asks for a fingerprint, not after (the server says it too).
    isTooLong: ({ context }) => [...context.name.trim()].length > MAX_PASSKEY_NAME,
    isListed: ({ context, event }) =>
      event.type === 'passkey.remove' && context.passkeys.some((p) => p.id === event.id),
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
}).createMachine({
  id: 'passkeys',
  meta: { route: '/account', view: 'src/views/account/PasskeysSection.tsx' },
  context: {
    passkeys: [],
    loadError: null,
    name: '',
    options: null,
    credential: null,
    problem: null,
    target: null,
    removeProblem: null,
    notice: null,
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listPasskeys',
        src: 'listPasskeys',
        onDone: {
          target: 'ready',
          actions: assign({ passkeys: ({ event }) => event.output, loadError: null }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => toApiErrorInfo(event.error) }),
        },
      },
    },
    loadFailed: { on: { 'passkeys.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'name.change': {
              actions: assign({ name: ({ event }) => event.value, problem: null, notice: null }),
            },
            'passkey.add': [
              { guard: 'isBlank', actions: assign({ problem: { kind: 'blank' }, notice: null }) },
              {
                guard: 'isTooLong',
                actions: assign({ problem: { kind: 'tooLong' }, notice: null }),
              },
              {
                target: 'requestingOptions',
                actions: assign({ problem: null, removeProblem: null, notice: null }),
              },
            ],
            'passkey.remove': {
              guard: 'isListed',
              target: 'confirming',
              actions: assign({
                target: ({ context, event }) =>
                  context.passkeys.find((p) => p.id === event.id) ?? null,
                removeProblem: null,
                notice: null,
              }),
            },
          },
        },
        requestingOptions: {
          invoke: {
            id: 'passkeyOptions',
            src: 'passkeyOptions',
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'ceremony',
                actions: assign({
                  options: ({ event }) => (event.output.ok ? event.output.data : null),
                }),
              },
              {
                target: 'idle',
                actions: { type: 'refused', params: ({ event }) => refusalOf(event.output)! },
              },
            ],
            onError: { target: 'idle', actions: assign({ problem: { kind: 'unavailable' } }) },
          },
        },
        ceremony: {
          invoke: {
            id: 'createCredential',
            src: 'createCredential',
            input: ({ context }) => context.options!.options,
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'saving',
                actions: assign({
                  credential: ({ event }) => (event.output.ok ? event.output.response : null),
                }),
              },
              {
                target: 'idle',
                actions: assign({
                  problem: ({ event }) => ({
                    kind: 'ceremony' as const,
                    reason: event.output.ok ? ('failed' as const) : event.output.reason,
                  }),
                  options: null,
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({ problem: { kind: 'ceremony', reason: 'failed' }, options: null }),
            },
          },
        },
        saving: {
          invoke: {
            id: 'savePasskey',
            src: 'savePasskey',
            input: ({ context }) => ({
              challengeId: context.options!.challengeId,
              response: context.credential!,
              name: context.name.trim(),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: assign({
                  passkeys: ({ context, event }) =>
                    event.output.ok ? [...context.passkeys, event.output.data] : context.passkeys,
                  notice: ({ context }) => ({ kind: 'added' as const, name: context.name.trim() }),
                  name: '',
                  options: null,
                  credential: null,
                }),
              },
              {
                target: 'idle',
                actions: [
                  { type: 'refused', params: ({ event }) => refusalOf(event.output)! },
                  assign({ options: null, credential: null }),
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({ problem: { kind: 'unavailable' }, options: null, credential: null }),
            },
          },
        },
        confirming: {
          on: {
            'remove.confirm': 'removing',
            'remove.cancel': { target: 'idle', actions: assign({ target: null }) },
          },
        },
        removing: {
          invoke: {
            id: 'removePasskey',
            src: 'removePasskey',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: assign({
                  passkeys: ({ context }) =>
                    context.passkeys.filter((p) => p.id !== context.target!.id),
                  notice: ({ context }) => ({ kind: 'removed' as const, name: context.target!.name }),
                  target: null,
                }),
              },
              {
                target: 'idle',
                actions: assign({
                  removeProblem: ({ context, event }) => ({
                    id: context.target!.id,
                    message: event.output.ok ? null : event.output.refusal.message,
                  }),
                  target: null,
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                removeProblem: ({ context }) => ({ id: context.target!.id, message: null }),
                target: null,
              }),
            },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof passkeysMachine>;
export type PasskeysPhase =
  | 'loading'
  | 'loadFailed'
  | 'idle'
  | 'requestingOptions'
  | 'ceremony'
  | 'saving'
  | 'confirming'
  | 'removing';

export const selectPhase = (s: Snapshot): PasskeysPhase =>
  typeof s.value === 'string' ? (s.value as PasskeysPhase) : (s.value.ready as PasskeysPhase);
export const selectPasskeys = (s: Snapshot) => s.context.passkeys;
export const selectLoadError = (s: Snapshot) => s.context.loadError;
export const selectName = (s: Snapshot) => s.context.name;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectTarget = (s: Snapshot) => s.context.target;
export const selectRemoveProblem = (s: Snapshot) => s.context.removeProblem;
export const selectNotice = (s: Snapshot) => s.context.notice;
