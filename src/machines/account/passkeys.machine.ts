// "Adgangsnøgler" on /account: the passkeys listed, added (a WebAuthn ceremony between the
// server's options and its check), renamed, and removed after a confirmation.
// `loading` → `ready` | `loadFailed`; each action is a sub-state of `ready` ending in `idle`. The
// calls and the ceremony are actors (passkeyActors.ts), so a test provides an authenticator.
// Behaviour: docs/behaviour.md#passkeys; diagram: docs/charts/passkeys.md
import { assign, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo } from '../../api/common/apiError';
import { passkeysSetup, refusalOf } from './passkeys/setup';
import { renaming, savingName } from './passkeys/renameStates';
import { failTo } from '../common/failTo';

export type { AddProblem, RemoveProblem, RenameProblem } from './passkeys/setup';

export const passkeysMachine = passkeysSetup.createMachine({
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
    newName: '',
    renameProblem: null,
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
        onError: failTo('loadFailed', 'loadError', toApiErrorInfo),
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
            'passkey.rename': {
              guard: 'isListed',
              target: 'renaming',
              actions: assign(({ context, event }) => {
                const target = context.passkeys.find((p) => p.id === event.id) ?? null;
                return { target, newName: target?.name ?? '', renameProblem: null, notice: null };
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
              actions: assign({
                problem: { kind: 'unavailable' },
                options: null,
                credential: null,
              }),
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
                  notice: ({ context }) => ({
                    kind: 'removed' as const,
                    name: context.target!.name,
                  }),
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
        renaming,
        savingName,
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
  | 'removing'
  | 'renaming'
  | 'savingName';

export const selectPhase = (s: Snapshot): PasskeysPhase =>
  typeof s.value === 'string' ? (s.value as PasskeysPhase) : (s.value.ready as PasskeysPhase);
export const selectPasskeys = (s: Snapshot) => s.context.passkeys;
export const selectLoadError = (s: Snapshot) => s.context.loadError;
export const selectName = (s: Snapshot) => s.context.name;
export const selectProblem = (s: Snapshot) => s.context.problem;
export const selectTarget = (s: Snapshot) => s.context.target;
export const selectRemoveProblem = (s: Snapshot) => s.context.removeProblem;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectNewName = (s: Snapshot) => s.context.newName;
export const selectRenameProblem = (s: Snapshot) => s.context.renameProblem;
