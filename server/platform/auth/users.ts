// SQL for users: the API's view of them (UserRow) and their identity-provider subjects, which are
// (issuer, sub) pairs for external providers (oidc_user_mappings) and users.idp_subject for the
// embedded one.
import type { Db } from '../db';

export interface UserRow {
  uid: number;
  email: string | null;
  hname: string | null;
  tut: number;
  created: number;
  /** May moderate every conversation (granted by the CLI or another site admin). */
  is_site_admin: boolean;
}

export const USER_COLUMNS = 'u.uid, u.email, u.hname, u.tut, u.created, u.is_site_admin';

/** The user an external provider's (issuer, sub) is mapped to. */
export async function findUserBySubject(
  db: Db,
  issuer: string,
  sub: string,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM oidc_user_mappings m JOIN users u ON u.uid = m.uid
     WHERE m.issuer = $1 AND m.oidc_sub = $2`,
    [issuer, sub],
  );
  return rows[0] ?? null;
}

/**
 * A mapping from before subjects carried their issuer (issuer ''), claimed for `issuer`: then only
 * one provider was configured, so the row can only be that provider's.
 */
export async function claimLegacySubject(
  db: Db,
  issuer: string,
  sub: string,
): Promise<UserRow | null> {
  const { rows } = await db.query<{ uid: number }>(
    `UPDATE oidc_user_mappings SET issuer = $1 WHERE issuer = '' AND oidc_sub = $2
     RETURNING uid`,
    [issuer, sub],
  );
  return rows.length === 0 ? null : findUserByUid(db, rows[0].uid);
}

/** The account behind an embedded-provider token's `sub`. */
export async function findUserByIdpSubject(db: Db, subject: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.idp_subject = $1`,
    [subject],
  );
  return rows[0] ?? null;
}

export async function findUserByUid(db: Db, uid: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.uid = $1`, [
    uid,
  ]);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE u.email = lower($1)`,
    [email],
  );
  return rows[0] ?? null;
}

/** Maps (issuer, sub) to an existing user. */
export async function linkSubject(db: Db, issuer: string, sub: string, uid: number): Promise<void> {
  await db.query(
    `INSERT INTO oidc_user_mappings (issuer, oidc_sub, uid) VALUES ($1, $2, $3)
     ON CONFLICT (issuer, oidc_sub) DO NOTHING`,
    [issuer, sub, uid],
  );
}

/**
 * Creates a user for a new (issuer, sub), or returns null when another user already has the
 * e-mail (the caller decides whether linking is allowed). Safe when two first requests of one
 * subject race: both end on the same uid.
 */
export async function createUserForSubject(
  db: Db,
  subject: { issuer: string; sub: string; email: string; hname: string | null },
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    // Serialise first sight of one subject: the second request then finds the first one's row.
    await tx.query('SELECT pg_advisory_xact_lock(3, hashtext($1))', [
      `${subject.issuer} ${subject.sub}`,
    ]);
    const mapped = await findUserBySubject(tx, subject.issuer, subject.sub);
    if (mapped) return mapped;
    const { rows } = await tx.query<{ uid: number }>(
      `INSERT INTO users (email, hname) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING
       RETURNING uid`,
      [subject.email, subject.hname],
    );
    if (rows.length === 0) return null;
    await linkSubject(tx, subject.issuer, subject.sub, rows[0].uid);
    return findUserByUid(tx, rows[0].uid);
  });
}

export async function setSiteAdmin(db: Db, uid: number, admin: boolean): Promise<void> {
  await db.query('UPDATE users SET is_site_admin = $2 WHERE uid = $1', [uid, admin]);
}
