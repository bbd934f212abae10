// SQL for users and their identity-provider subjects.
import type { Db } from '../db';

export interface UserRow {
  uid: number;
  email: string | null;
  hname: string | null;
  tut: number;
  created: number;
}

const USER_COLUMNS = 'u.uid, u.email, u.hname, u.tut, u.created';

export async function findUserBySub(db: Db, sub: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM oidc_user_mappings m JOIN users u ON u.uid = m.uid
     WHERE m.oidc_sub = $1`,
    [sub],
  );
  return rows[0] ?? null;
}

/**
 * Maps a new subject to the user with this e-mail, creating the user if there is none. Safe when
 * two first requests of one user race: both end on the same uid.
 */
export async function linkSubjectToUser(
  db: Db,
  subject: { sub: string; email: string; hname: string },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    // The no-op update makes RETURNING yield the existing row's uid on conflict.
    const { rows } = await tx.query<{ uid: number }>(
      `INSERT INTO users (email, hname) VALUES ($1, $2)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING uid`,
      [subject.email, subject.hname],
    );
    await tx.query(
      `INSERT INTO oidc_user_mappings (oidc_sub, uid) VALUES ($1, $2)
       ON CONFLICT (oidc_sub) DO NOTHING`,
      [subject.sub, rows[0].uid],
    );
    const user = await findUserBySub(tx, subject.sub);
    if (!user) throw new Error('user mapping vanished inside its transaction');
    return user;
  });
}
