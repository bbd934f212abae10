// One-time links (invite, sign-up confirmation, password reset, first set-up from the CLI). The
// token is 32 random bytes in the link; the table keeps only its SHA-256, so reading the database
// opens no account. Using a link marks it used in the same statement that finds it: it works once.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db';

export type LinkPurpose = 'invite' | 'signup' | 'reset' | 'setup';

/** How long each kind of link works. */
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  invite: 72 * 60 * 60 * 1000,
  signup: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
  setup: 24 * 60 * 60 * 1000,
};

export interface AccountLink {
  purpose: LinkPurpose;
  email: string;
  grant_site_admin: boolean;
  created_by: number | null;
  expires: number;
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token looks like one we make (43 base64url characters) before any query is spent on it. */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/u.test(token);

export async function createLink(
  db: Db,
  link: {
    purpose: LinkPurpose;
    email: string;
    grantSiteAdmin?: boolean;
    createdBy?: number | null;
  },
  now = Date.now(),
): Promise<{ token: string; expires: number }> {
  const token = randomBytes(32).toString('base64url');
  const expires = now + LINK_TTL_MS[link.purpose];
  await db.query(
    `INSERT INTO account_links (token_hash, purpose, email, grant_site_admin, created_by, expires)
     VALUES ($1, $2, lower($3), $4, $5, $6)`,
    [
      hashToken(token),
      link.purpose,
      link.email,
      link.grantSiteAdmin ?? false,
      link.createdBy ?? null,
      expires,
    ],
  );
  return { token, expires };
}

const LINK_COLUMNS = 'purpose, email, grant_site_admin, created_by, expires';

/** The link behind a token while it is unused and unexpired, without using it. */
export async function findUsableLink(db: Db, token: string, now = Date.now()) {
  const { rows } = await db.query<AccountLink>(
    `SELECT ${LINK_COLUMNS} FROM account_links
     WHERE token_hash = $1 AND used IS NULL AND expires > $2`,
    [hashToken(token), now],
  );
  return rows[0] ?? null;
}

/** Uses the link: returns it once, null ever after (or when expired or unknown). */
export async function consumeLink(db: Db, token: string, now = Date.now()) {
  const { rows } = await db.query<AccountLink>(
    `UPDATE account_links SET used = $2
     WHERE token_hash = $1 AND used IS NULL AND expires > $2
     RETURNING ${LINK_COLUMNS}`,
    [hashToken(token), now],
  );
  return rows[0] ?? null;
}

/** After a password is set: every other open link for the address stops working. */
export async function retireLinks(db: Db, email: string, now = Date.now()): Promise<void> {
  await db.query(`UPDATE account_links SET used = $2 WHERE email = lower($1) AND used IS NULL`, [
    email,
    now,
  ]);
  // Old rows are no use to anyone: keep the table small.
  await db.query('DELETE FROM account_links WHERE expires < $1', [now - 7 * 24 * 60 * 60 * 1000]);
}
