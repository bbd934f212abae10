// Database rows → the contract's User (GET /users).
import type { User } from '../../../contract/types';
import type { UserRow } from '../../platform/auth/users';

export function toUser(row: UserRow): User {
  return {
    uid: row.uid,
    email: row.email ?? '',
    hname: row.hname ?? '',
    hasXid: false,
    finishedTutorial: row.tut > 0,
    site_ids: [],
    created: row.created,
    isSiteAdmin: row.is_site_admin,
  };
}
