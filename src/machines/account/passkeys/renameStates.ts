// Renaming a passkey on /account: the row's name field (`renaming`) and the server saving it
// (`savingName`). Part of the passkeys chart (../passkeys.machine.ts); a blank or too long name is
// said at once, the server's refusal or no answer keeps the field open with why.
import { assign } from 'xstate';
import { passkeysSetup, refusalOf } from './setup';

export const renaming = passkeysSetup.createStateConfig({
  on: {
    'rename.change': {
      actions: assign({ newName: ({ event }) => event.value, renameProblem: null }),
    },
    'rename.save': [
      { guard: 'isNewNameBlank', actions: assign({ renameProblem: { kind: 'blank' } }) },
      {
        guard: 'isNewNameTooLong',
        actions: assign({ renameProblem: { kind: 'tooLong' } }),
      },
      { target: 'savingName', actions: assign({ renameProblem: null }) },
    ],
    'rename.cancel': {
      target: 'idle',
      actions: assign({ target: null, renameProblem: null }),
    },
  },
});

export const savingName = passkeysSetup.createStateConfig({
  invoke: {
    id: 'renamePasskey',
    src: 'renamePasskey',
    input: ({ context }) => ({ id: context.target!.id, name: context.newName.trim() }),
    onDone: [
      {
        guard: ({ event }) => event.output.ok,
        target: 'idle',
        actions: assign(({ context, event }) => {
          const name = event.output.ok ? event.output.data.name : context.newName.trim();
          return {
            passkeys: context.passkeys.map((p) =>
              p.id === context.target!.id ? { ...p, name } : p,
            ),
            notice: { kind: 'renamed' as const, name },
            target: null,
          };
        }),
      },
      {
        target: 'renaming',
        actions: assign({
          renameProblem: ({ event }) => ({
            kind: 'refused' as const,
            message: refusalOf(event.output)?.message ?? '',
          }),
        }),
      },
    ],
    onError: {
      target: 'renaming',
      actions: assign({ renameProblem: { kind: 'unavailable' } }),
    },
  },
});
