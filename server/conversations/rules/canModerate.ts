// The moderator rule (docs/api.md#who-may-call-what): the owner, a colleague the owner named a
// moderator of this conversation (migration 055, docs/api.md#co-moderators), or a site
// administrator (the counterpart of upstream's ADMIN_UIDS; marked on the account, granted by the
// CLI or another site admin). Used for every admin write and every admin-only read. Changing who
// moderates (and, later, deleting the conversation) stays with the owner: canManage.

interface Moderator {
  uid: number;
  is_site_admin: boolean;
}

interface Moderated {
  owner: number;
}

/** `namedModerator`: the caller is on the conversation's moderator list (looked up by the caller). */
export function canModerate(
  user: Moderator | null,
  conversation: Moderated,
  namedModerator = false,
): boolean {
  if (user === null) return false;
  return user.uid === conversation.owner || namedModerator || isAdmin(user);
}

/** Who may name or remove moderators: the owner alone. */
export function canManage(user: Moderator | null, conversation: Moderated): boolean {
  return user !== null && user.uid === conversation.owner;
}

export function isAdmin(user: Moderator): boolean {
  return user.is_site_admin;
}
