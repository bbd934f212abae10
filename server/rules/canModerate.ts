// API.md's moderator rule: the owner, or a server-wide administrator (ADMIN_EMAILS, the counterpart
// of upstream's ADMIN_UIDS). Used for every admin write and every admin-only read.

interface Moderator {
  uid: number;
  email: string | null;
}

interface Moderated {
  owner: number;
}

/** adminEmails are expected lower-cased (loadServerConfig does that). */
export function canModerate(
  user: Moderator | null,
  conversation: Moderated,
  adminEmails: readonly string[],
): boolean {
  if (user === null) return false;
  return user.uid === conversation.owner || isAdmin(user, adminEmails);
}

export function isAdmin(user: Moderator, adminEmails: readonly string[]): boolean {
  return user.email !== null && adminEmails.includes(user.email.toLowerCase());
}
