// App-wide actors, shared through React context (docs/architecture.md#srcviews), each started with
// the app's inspection observer. Each Provider accepts `logic`, so a test can pass
// `authMachine.provide({ delays, actors })`.
import { accessCodeMachine } from '../../machines/signin/accessCode.machine';
import { authMachine } from '../../machines/app/auth.machine';
import { accountMachine } from '../../machines/account/account.machine';
import { createAppActorContext } from '../common/useScreenActor';

export const AuthContext = createAppActorContext(authMachine);
export const AccessCodeContext = createAppActorContext(accessCodeMachine);
/** The signed-in owner's record; provided by the signed-in layout, not app-wide. */
export const AccountContext = createAppActorContext(accountMachine);
