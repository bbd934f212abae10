/**
 * Raised on `window` exactly once per auth actor, when the first loading of the session has
 * finished (signed in or not). Screens that load data on auth readiness listen for it
 * (docs/behaviour.md#conversationlist).
 */
export const AUTH_READY_EVENT = 'raadslag:auth-ready';
