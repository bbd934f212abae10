// The moderator rule (docs/api.md#who-may-call-what): the owner, or a site administrator (the
// counterpart of upstream's ADMIN_UIDS; marked on the account, granted by the CLI or another site
// admin). Used for every admin write and every admin-only read.

export interface Moderator {
  uid: number;
  is_site_admin: boolean;
}

export interface Moderated {
  owner: number;
}

export function canModerate(user: Moderator | null, conversation: Moderated): boolean {
  if (user === null) return false;
  return user.uid === conversation.owner || isAdmin(user);
}

export function isAdmin(user: Moderator): boolean {
  return user.is_site_admin;
}
