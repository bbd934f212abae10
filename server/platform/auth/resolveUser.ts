// Token subject → Rådslag user. Identity is the subject, never the e-mail:
// - the embedded provider's `sub` is the account's idp_subject: its accounts exist before any
//   token does, so an unknown subject is a deleted account (401);
// - an external provider's user is (issuer, sub). The first token of a new subject creates the
//   user from its e-mail claim; an address another user already has is linked to that user only
//   when the provider marks it verified AND the operator allows it (OIDC_LINK_VERIFIED_EMAIL=1).
import type { ServerConfig } from '../config/config';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import {
  claimLegacySubject,
  createUserForSubject,
  findUserByEmail,
  findUserBySubject,
  linkSubject,
  type UserRow,
} from './users';
import { findAccountBySubject, type AccountRow } from './accounts';
import type { TokenClaims } from './verifyToken';
import { platformMessages } from '../messages';

/**
 * Whether a token (or provider session) issued at `issuedAt` for grant `grantId` still counts: a
 * password change or reset ended every session before it but the one that made the change
 * (migration 072; docs/api.md#sessions).
 */
export function sessionLives(
  account: Pick<AccountRow, 'sessions_epoch' | 'sessions_kept_grant'>,
  issuedAt: number,
  grantId: string | undefined,
): boolean {
  if (issuedAt >= account.sessions_epoch) return true;
  return account.sessions_kept_grant !== null && grantId === account.sessions_kept_grant;
}

/** The embedded provider's account as the token's user: 401 when it is gone or its session ended. */
export async function embeddedUser(
  account: Pick<AccountRow, keyof UserRow | 'sessions_epoch' | 'sessions_kept_grant'> | null,
  claims: TokenClaims,
): Promise<UserRow> {
  if (!account) {
    throw new HttpError(401, 'polis_err_auth_token_invalid', platformMessages.auth.accountGone);
  }
  if (!sessionLives(account, claims.issuedAt ?? 0, claims.grantId)) {
    throw new HttpError(
      401,
      'polis_err_auth_token_invalid',
      platformMessages.auth.signedOutElsewhere,
    );
  }
  const { uid, email, hname, tut, created, is_site_admin } = account;
  return { uid, email, hname, tut, created, is_site_admin };
}

const EMAIL_MAX = 256;
const HNAME_MAX = 746;
// Deliberately loose: the identity provider owns e-mail validation; this only rejects junk.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

const invalidUserData = (message: string) => new HttpError(400, 'invalid_user_data', message);

export interface ResolveUserOptions {
  /** The embedded provider issued the token (config.oidc.embedded). */
  embedded: boolean;
  issuer: string;
  linkVerifiedEmail: boolean;
}

export function resolveOptionsFrom(config: ServerConfig): ResolveUserOptions {
  return {
    embedded: config.oidc.embedded,
    issuer: config.oidc.issuer,
    linkVerifiedEmail: config.oidc.tokens.linkVerifiedEmail,
  };
}

export async function resolveUser(
  db: Db,
  claims: TokenClaims,
  options: ResolveUserOptions,
): Promise<UserRow> {
  if (options.embedded) return embeddedUser(await findAccountBySubject(db, claims.sub), claims);
  const known =
    (await findUserBySubject(db, options.issuer, claims.sub)) ??
    (await claimLegacySubject(db, options.issuer, claims.sub));
  if (known) return known;

  if (claims.email === undefined) {
    throw invalidUserData(platformMessages.auth.tokenWithoutEmail);
  }
  const email = claims.email.toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) {
    throw invalidUserData(platformMessages.auth.tokenEmailInvalid);
  }
  // No name claim: no name. Never a part of the e-mail, which would then be public as `ownername`.
  const hname = claims.name === undefined ? null : claims.name.slice(0, HNAME_MAX);
  const created = await createUserForSubject(db, {
    issuer: options.issuer,
    sub: claims.sub,
    email,
    hname,
  });
  if (created) return created;

  const holder = await findUserByEmail(db, email);
  if (holder && options.linkVerifiedEmail && claims.emailVerified === true) {
    await linkSubject(db, options.issuer, claims.sub, holder.uid);
    return holder;
  }
  throw new HttpError(409, 'polis_err_account_email_taken', platformMessages.auth.emailTaken);
}
