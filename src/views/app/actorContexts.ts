// App-wide actors, shared through React context (docs/architecture.md#srcviews).
// Each Provider accepts `logic`, so a test can pass `authMachine.provide({ delays, actors })`.
import { createActorContext } from '@xstate/react';
import { accessCodeMachine } from '../../machines/accessCode.machine';
import { authMachine } from '../../machines/auth.machine';
import { accountMachine } from '../../machines/account.machine';

export const AuthContext = createActorContext(authMachine);
export const AccessCodeContext = createActorContext(accessCodeMachine);
/** The signed-in owner's record; provided by the signed-in layout, not app-wide. */
export const AccountContext = createActorContext(accountMachine);
