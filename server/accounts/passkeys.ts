// Passkeys (WebAuthn) with @simplewebauthn/server: registering one from the account page (signed
// in), and signing in with one on the provider's page (discoverable credentials: no e-mail typed).
// Challenges live in the database, single use, five minutes. The relying party is PUBLIC_ORIGIN's
// host name; browsers refuse an IP address there, so with an IP origin passkeys are off.
import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { MAX_PASSKEY_NAME, type PasskeyInfo } from '../../contract/account';
import type { Db } from '../platform/db';
import {
  findPasskey,
  insertPasskey,
  listPasskeys,
  markPasskeyUsed,
  saveChallenge,
  takeChallenge,
  type PasskeyRow,
} from './repo/passkeys';
import { accountMessages } from './messages';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
export { MAX_PASSKEY_NAME };

export interface PasskeySettings {
  rpName: string;
  /** PUBLIC_ORIGIN's host name. */
  rpID: string;
  /** Origins the browser may report (the app, and the dev server while local). */
  origins: string[];
}

/** Null when PUBLIC_ORIGIN's host cannot be a relying party (an IP address). */
export function passkeySettings(
  publicOrigin: string,
  origins: string[],
  rpName: string,
): PasskeySettings | null {
  const rpID = new URL(publicOrigin).hostname;
  if (isIP(rpID.replace(/^\[|\]$/gu, '')) !== 0) return null;
  return { rpName, rpID, origins: origins.filter((o) => new URL(o).hostname === rpID) };
}

/** What the account page lists (the same shape the SPA reads). */
export type PasskeyView = PasskeyInfo;

export const toPasskeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.credential_id,
  name: row.name,
  created: row.created,
  lastUsed: row.last_used,
});

const transportsOf = (row: PasskeyRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

export interface Passkeys {
  settings: PasskeySettings;
  registrationOptions(account: {
    uid: number;
    email: string;
    name: string;
  }): Promise<{ challengeId: string; options: PublicKeyCredentialCreationOptionsJSON }>;
  /** The stored passkey, or a Danish reason it was not stored. */
  register(
    uid: number,
    challengeId: string,
    response: RegistrationResponseJSON,
    name: string,
  ): Promise<{ ok: true; passkey: PasskeyView } | { ok: false; message: string }>;
  /** Options for the sign-in page, remembered under `key` (the interaction). */
  signInOptions(key: string): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** The uid whose passkey signed the challenge under `key`, or null. */
  verifySignIn(key: string, response: AuthenticationResponseJSON): Promise<number | null>;
}

export function createPasskeys(db: Db, settings: PasskeySettings): Passkeys {
  const expires = () => Date.now() + CHALLENGE_TTL_MS;
  return {
    settings,
    async registrationOptions(account) {
      const existing = await listPasskeys(db, account.uid);
      const options = await generateRegistrationOptions({
        rpName: settings.rpName,
        rpID: settings.rpID,
        userName: account.email,
        userDisplayName: account.name,
        userID: new TextEncoder().encode(`raadslag-${account.uid}`),
        attestationType: 'none',
        excludeCredentials: existing.map((row) => ({
          id: row.credential_id,
          transports: transportsOf(row),
        })),
        // Discoverable, so the sign-in page needs no e-mail; the device's own unlock when it has one.
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      const challengeId = randomBytes(16).toString('base64url');
      await saveChallenge(db, {
        id: `register:${challengeId}`,
        challenge: options.challenge,
        uid: account.uid,
        expires: expires(),
      });
      return { challengeId, options };
    },
    async register(uid, challengeId, response, name) {
      const challenge = await takeChallenge(db, `register:${challengeId}`);
      if (!challenge || challenge.uid !== uid) {
        return { ok: false, message: accountMessages.passkeys.enrolmentExpired };
      }
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: settings.origins,
          expectedRPID: settings.rpID,
          requireUserVerification: false,
        });
      } catch {
        verified = { verified: false as const };
      }
      if (!verified.verified) {
        return { ok: false, message: accountMessages.passkeys.notVerified };
      }
      const { credential } = verified.registrationInfo;
      const stored = await insertPasskey(db, {
        credential_id: credential.id,
        uid,
        public_key: credential.publicKey,
        counter: credential.counter,
        transports: (credential.transports ?? []).join(','),
        name,
      });
      if (!stored) return { ok: false, message: accountMessages.passkeys.alreadyAdded };
      return { ok: true, passkey: toPasskeyView(stored) };
    },
    async signInOptions(key) {
      const options = await generateAuthenticationOptions({
        rpID: settings.rpID,
        userVerification: 'preferred',
      });
      await saveChallenge(db, {
        id: `signin:${key}`,
        challenge: options.challenge,
        uid: null,
        expires: expires(),
      });
      return options;
    },
    async verifySignIn(key, response) {
      const challenge = await takeChallenge(db, `signin:${key}`);
      if (!challenge || typeof response?.id !== 'string') return null;
      const passkey = await findPasskey(db, response.id);
      if (!passkey) return null;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge.challenge,
          expectedOrigin: settings.origins,
          expectedRPID: settings.rpID,
          credential: {
            id: passkey.credential_id,
            publicKey: new Uint8Array(passkey.public_key),
            counter: Number(passkey.counter),
            transports: transportsOf(passkey),
          },
          requireUserVerification: false,
        });
        if (!result.verified) return null;
        await markPasskeyUsed(db, passkey.credential_id, result.authenticationInfo.newCounter);
        return passkey.uid;
      } catch {
        return null;
      }
    },
  };
}
