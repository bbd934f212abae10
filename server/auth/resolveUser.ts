// Token subject → Rådslag user, creating the user the first time a subject is seen.
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { findUserBySub, linkSubjectToUser, type UserRow } from '../repo/users';
import type { TokenClaims } from './verifyToken';

const EMAIL_MAX = 256;
const HNAME_MAX = 746;
// Deliberately loose: the identity provider owns e-mail validation; this only rejects junk.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

const invalidUserData = (message: string) => new HttpError(400, 'invalid_user_data', message);

export async function resolveUser(db: Db, claims: TokenClaims): Promise<UserRow> {
  const known = await findUserBySub(db, claims.sub);
  if (known) return known;

  if (claims.email === undefined) {
    throw invalidUserData(
      'Adgangsbilletten indeholder ingen e-mailadresse, så brugeren kan ikke oprettes.',
    );
  }
  const email = claims.email.toLowerCase();
  if (email.length > EMAIL_MAX || !EMAIL_SHAPE.test(email)) {
    throw invalidUserData('Adgangsbillettens e-mailadresse er ugyldig.');
  }
  const hname = (claims.name ?? email.slice(0, email.indexOf('@'))).slice(0, HNAME_MAX);
  return linkSubjectToUser(db, { sub: claims.sub, email, hname });
}
