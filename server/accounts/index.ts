// Accounts: the embedded provider, passwords, passkeys, mail, throttling.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { readCliAccess } from './cliAccess';
export { emailProblem, normaliseEmail } from './emails';
export { invite } from './linkFlows';
export { moderatorMail } from './mailTexts';
export type { EmbeddedIdp } from './oidc/embeddedIdp';
export { CLI_SECRET_HEADER } from './routes/cliRoutes';
export type { AccountServices } from './services';
export { danishWait } from './throttle';
export { inviteRules } from './throttlePolicy';
