// The caller behind a verified token, read with what the request needs next in one SQL statement
// (docs/api.md#sessions): the account, the session note and a route's own row (its conversation)
// took a round trip each. The user and refusals are resolveUser's, only read together.
import type { Db } from '../db';
import type { AccountRow } from './accounts';
import { embeddedUser, resolveUser, type ResolveUserOptions } from './resolveUser';
import { USER_COLUMNS, type UserRow } from './users';
import type { TokenClaims } from './verifyToken';

/**
 * A SELECT of at most one row, read beside the caller: `bind(value)` gives the placeholder of a
 * parameter, `uid` is the caller's uid as SQL (NULL when there is no such user).
 */
export type Companion = (bind: (value: unknown) => string, uid: string) => string;

export interface Caller {
  claims: TokenClaims;
  options: ResolveUserOptions;
  /** The session's device name, for the note (deviceName.ts). */
  device: string;
  now: number;
}

/** The user, or the refusal resolveUser would have thrown, and the companion's row. */
export interface CallerRead<T> {
  user: Promise<UserRow>;
  row: T | null;
}

type Folded<T> = Partial<AccountRow> & { companion: T | null };

const ACCOUNT = `${USER_COLUMNS}, u.sessions_epoch, u.sessions_kept_grant`;

// The session note, written only for an account whose session lives (sessionLives, in SQL): when
// first seen, then at most once a minute. Within the minute it neither writes nor locks the row (an
// upsert's DO UPDATE would lock it even when its WHERE turns the update down, and that lock is a
// transaction to commit on every request): so update when due, insert when missing, else nothing.
const EMBEDDED = (companion: string) => `
  WITH account AS (SELECT ${ACCOUNT} FROM users u WHERE u.idp_subject = $1),
  live AS (
    SELECT uid FROM account
     WHERE $3::bigint >= sessions_epoch
        OR (sessions_kept_grant IS NOT NULL AND sessions_kept_grant = $2::text)
  ),
  due AS (
    UPDATE account_sessions
       SET last_seen = $5::bigint, device = $4::text, last_iat = GREATEST(last_iat, $3::bigint)
     WHERE uid = (SELECT uid FROM live) AND grant_id = $2::text
       AND last_seen < $5::bigint - 60000
     RETURNING 1
  ),
  noted AS (
    INSERT INTO account_sessions (uid, grant_id, device, first_seen, last_seen, last_iat)
    SELECT live.uid, $2::text, $4::text, $5::bigint, $5::bigint, $3::bigint FROM live
     WHERE $2::text IS NOT NULL AND NOT EXISTS (
       SELECT 1 FROM account_sessions s WHERE s.uid = live.uid AND s.grant_id = $2::text)
    ON CONFLICT (uid, grant_id) DO NOTHING
  )
  SELECT a.*, ${companion} AS companion FROM (SELECT 1) one LEFT JOIN account a ON TRUE`;

const EXTERNAL = (companion: string) => `
  WITH account AS (
    SELECT ${USER_COLUMNS} FROM oidc_user_mappings m JOIN users u ON u.uid = m.uid
     WHERE m.issuer = $1 AND m.oidc_sub = $2
  )
  SELECT a.*, ${companion} AS companion FROM (SELECT 1) one LEFT JOIN account a ON TRUE`;

function companionSql(companion: Companion | null, params: unknown[]): string {
  if (companion === null) return 'NULL::json';
  const bind = (value: unknown) => `$${params.push(value)}`;
  return `(SELECT row_to_json(x) FROM (${companion(bind, '(SELECT uid FROM account)')}) x)`;
}

const settled = (user: Promise<UserRow>) => {
  user.catch(() => undefined); // the caller decides when to meet the refusal (and may not)
  return user;
};

/** `companion`'s row alone, for a caller whose user was read before (`uid`; null: none). */
export async function readCompanion<T>(
  db: Db,
  companion: Companion,
  uid: number | null,
): Promise<T | null> {
  const params: unknown[] = [];
  const bind = (value: unknown) => `$${params.push(value)}`;
  const sql = `SELECT row_to_json(x) AS companion FROM (${companion(bind, `${bind(uid)}::integer`)}) x`;
  const { rows } = await db.query<{ companion: T }>(sql, params);
  return rows[0]?.companion ?? null;
}

/**
 * The caller's user and `companion`'s row (null for none) in one statement where it can; prepared
 * (its text is one per companion), as it comes with nearly every authenticated call.
 */
export async function readCaller<T>(
  db: Db,
  caller: Caller,
  companion: Companion | null,
): Promise<CallerRead<T>> {
  const { claims, options } = caller;
  if (options.embedded) {
    const params: unknown[] = [
      claims.sub,
      claims.grantId ?? null,
      claims.issuedAt ?? 0,
      caller.device,
      caller.now,
    ];
    const { rows } = await db.query<Folded<T>>(
      EMBEDDED(companionSql(companion, params)),
      params,
      true,
    );
    const { companion: row, ...account } = rows[0];
    const found = account.uid === undefined || account.uid === null ? null : account;
    return { user: settled(embeddedUser(found as AccountRow | null, claims)), row };
  }
  const params: unknown[] = [options.issuer, claims.sub];
  const { rows } = await db.query<Folded<T>>(
    EXTERNAL(companionSql(companion, params)),
    params,
    true,
  );
  const { companion: row, ...known } = rows[0];
  if (known.uid !== undefined && known.uid !== null) {
    const { uid, email, hname, tut, created, is_site_admin } = known as UserRow;
    return { user: Promise.resolve({ uid, email, hname, tut, created, is_site_admin }), row };
  }
  // A subject seen the first time (or mapped before issuers were recorded): resolveUser's way.
  const user = settled(resolveUser(db, claims, options));
  if (companion === null) return { user, row: null };
  const uid = await user.then(
    (found) => found.uid,
    () => null,
  );
  return { user, row: await readCompanion<T>(db, companion, uid) };
}
