// The browser's part of adding a passkey: the WebAuthn "create" ceremony, run by
// @simplewebauthn/browser (loaded only when someone adds a passkey). It resolves with the
// credential for the server, or with why there is none, which the passkeys chart turns into
// Danish. Called by the chart's createCredential actor, never by a view.
import type {
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Why the browser made no passkey. */
export type CeremonyFailure =
  /** The person closed the browser's dialog, or let it time out. */
  | 'cancelled'
  /** The browser has no WebAuthn at all. */
  | 'unsupported'
  /** The page is not a secure context (http on another host than localhost). */
  | 'insecure'
  /** This authenticator already holds a passkey for this account. */
  | 'alreadyRegistered'
  /** Anything else the authenticator or browser refused. */
  | 'failed';

export type CeremonyOutcome =
  { ok: true; response: RegistrationResponseJSON } | { ok: false; reason: CeremonyFailure };

export async function createPasskeyCredential(
  options: PublicKeyCredentialCreationOptionsJSON,
  signal: AbortSignal,
): Promise<CeremonyOutcome> {
  if (!window.isSecureContext) return { ok: false, reason: 'insecure' };
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) return { ok: false, reason: 'unsupported' };
  // The chart left the state (the page was closed): the browser's dialog goes too.
  const cancel = () => webauthn.WebAuthnAbortService.cancelCeremony();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return { ok: true, response: await webauthn.startRegistration({ optionsJSON: options }) };
  } catch (error) {
    if (signal.aborted) throw error;
    return { ok: false, reason: failureOf(error) };
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** The browser's DOMException names (kept by the library's WebAuthnError) in our words. */
export function failureOf(error: unknown): CeremonyFailure {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'alreadyRegistered';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}
