// Shapes of /api/account that both the server and the SPA use (docs/api.md#accounts).

/** A passkey of the signed-in account, as GET /api/account/passkeys lists it. */
export interface PasskeyInfo {
  /** The WebAuthn credential id (base64url): what DELETE /api/account/passkeys/:id takes. */
  id: string;
  name: string;
  /** Milliseconds since the epoch. */
  created: number;
  /** Milliseconds since the epoch of the last sign-in with it, or null. */
  lastUsed: number | null;
}

/** The longest passkey name the server stores (in characters). */
export const MAX_PASSKEY_NAME = 60;

/** GET /api/account/sessions: one place the account is signed in (docs/api.md#sessions). */
export interface AccountSession {
  /** The session this request came from. */
  current: boolean;
  /** A coarse name of the browser, e.g. 'Firefox på Windows'. */
  device: string;
  /** First and last seen by the API, epoch ms. */
  since: number;
  lastSeen: number;
}
