// GET /users: the signed-in owner, for the header and the account page.
import type { User } from '../../../contract/types';
import { apiGetData } from '../common/client';
import { parseUser } from '../common/conversationParsing';

export async function getUser(signal: AbortSignal): Promise<User> {
  return parseUser(await apiGetData('users', { signal }));
}
