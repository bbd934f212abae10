// SQL for the embedded provider's accounts (rows of `users` with a password or passkeys).
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { USER_COLUMNS, type UserRow } from './users';

export interface AccountRow extends UserRow {
  password_hash: string | null;
  idp_subject: string | null;
  /** Tokens and provider sessions from before this (epoch seconds) are void (migration 072). */
  sessions_epoch: number;
  /** The one grant (session) that outlives the epoch: the one that changed the password. */
  sessions_kept_grant: string | null;
}

const ACCOUNT_COLUMNS = `${USER_COLUMNS}, u.password_hash, u.idp_subject, u.sessions_epoch,
  u.sessions_kept_grant`;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.email = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findAccountBySubject(db: Db, subject: string): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.idp_subject = $1`,
    [subject],
  );
  return rows[0] ?? null;
}

export async function findAccountByUid(db: Db, uid: number): Promise<AccountRow | null> {
  const { rows } = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM users u WHERE u.uid = $1`,
    [uid],
  );
  return rows[0] ?? null;
}

/** The account's provider subject, given on first need (accounts from before passwords have none). */
export async function ensureIdpSubject(db: Db, uid: number): Promise<string> {
  const { rows } = await db.query<{ idp_subject: string }>(
    `UPDATE users SET idp_subject = COALESCE(idp_subject, $2) WHERE uid = $1 RETURNING idp_subject`,
    [uid, randomBytes(16).toString('hex')],
  );
  if (rows.length === 0) throw new Error(`no user ${uid}`);
  return rows[0].idp_subject;
}

/**
 * Sets the password of the account with this e-mail, creating the account when there is none
 * (an accepted invite or a confirmed sign-up). A given name replaces the stored one.
 */
export async function upsertAccountPassword(
  db: Db,
  account: { email: string; name: string | null; passwordHash: string; grantSiteAdmin: boolean },
): Promise<AccountRow> {
  const { rows } = await db.query<{ uid: number }>(
    `INSERT INTO users (email, hname, password_hash, is_site_admin)
     VALUES (lower($1), $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET
       password_hash = EXCLUDED.password_hash,
       hname = COALESCE(EXCLUDED.hname, users.hname),
       is_site_admin = users.is_site_admin OR EXCLUDED.is_site_admin
     RETURNING uid`,
    [account.email, account.name, account.passwordHash, account.grantSiteAdmin],
  );
  await ensureIdpSubject(db, rows[0].uid);
  const stored = await findAccountByUid(db, rows[0].uid);
  if (!stored) throw new Error('account vanished after upsert');
  return stored;
}

/** An account without a password yet (the CLI's user:add, before the set-up link is used). */
export async function ensureAccount(
  db: Db,
  account: { email: string; name: string | null; siteAdmin: boolean },
): Promise<{ account: AccountRow; created: boolean }> {
  const existing = await findAccountByEmail(db, account.email);
  if (existing) {
    if (account.siteAdmin && !existing.is_site_admin) {
      await db.query('UPDATE users SET is_site_admin = TRUE WHERE uid = $1', [existing.uid]);
    }
    if (account.name) {
      await db.query('UPDATE users SET hname = $2 WHERE uid = $1', [existing.uid, account.name]);
    }
    return { account: (await findAccountByUid(db, existing.uid))!, created: false };
  }
  const { rows } = await db.query<{ uid: number }>(
    `INSERT INTO users (email, hname, is_site_admin)
     VALUES (lower($1), $2, $3)
     ON CONFLICT (email) DO NOTHING RETURNING uid`,
    [account.email, account.name, account.siteAdmin],
  );
  if (rows.length === 0) return ensureAccount(db, account); // created meanwhile
  return { account: (await findAccountByUid(db, rows[0].uid))!, created: true };
}

/**
 * Ends the account's sessions (docs/api.md#sessions): every token and provider session from before
 * now is refused from now on, except those of `keepGrant` (the session that asked; null: none).
 * The epoch is the next whole second, so a token issued in this very second is refused too.
 */
export async function endSessions(db: Db, uid: number, keepGrant: string | null): Promise<void> {
  await db.query(
    `UPDATE users SET sessions_epoch = CEIL(now_as_millis() / 1000.0)::bigint,
                      sessions_kept_grant = $2
     WHERE uid = $1`,
    [uid, keepGrant],
  );
}

/** Replaces the password of a signed-in account (it changed it on /account). */
export async function setPasswordHash(db: Db, uid: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE uid = $1', [uid, passwordHash]);
}
