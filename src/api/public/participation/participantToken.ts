// The anonymous participant's token, one per conversation, kept in localStorage under
// `raadslag.participant.<conversation_id>`. It is the "anonymous participant id" of the privacy
// page (docs/behaviour.md#privacy): the server issues it with the first vote or statement
// (`auth.token`), and the API client sends it as `Authorization: Bearer` afterwards so the votes
// stay together. Nothing else about the participant is stored in the browser.
//
// A browser that refuses storage (private mode, storage switched off) still works for the visit:
// the token is then kept in memory and forgotten with the page.

const PARTICIPANT_TOKEN_PREFIX = 'raadslag.participant.';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();

/** Used when the browser's storage throws: same interface, lives as long as the page. */
export const memoryTokenStorage: TokenStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

export function participantTokenKey(conversationId: string): string {
  return `${PARTICIPANT_TOKEN_PREFIX}${conversationId}`;
}

/** window.localStorage, or null when there is none or reading it throws (a SecurityError). */
function browserTokenStorage(): TokenStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

function withStorage<T>(storage: TokenStorage | null, apply: (s: TokenStorage) => T): T {
  if (storage) {
    try {
      return apply(storage);
    } catch {
      // Quota exceeded or storage disabled mid-visit: fall back to memory.
    }
  }
  return apply(memoryTokenStorage);
}

export function readParticipantToken(
  conversationId: string,
  storage: TokenStorage | null = browserTokenStorage(),
): string | null {
  if (!conversationId) return null;
  const key = participantTokenKey(conversationId);
  const stored = withStorage(storage, (s) => s.getItem(key));
  return stored || memoryTokenStorage.getItem(key);
}

export function saveParticipantToken(
  conversationId: string,
  token: string,
  storage: TokenStorage | null = browserTokenStorage(),
): void {
  if (!conversationId || !token) return;
  withStorage(storage, (s) => s.setItem(participantTokenKey(conversationId), token));
}

/** After a 401: the server no longer knows the token, so the next call starts afresh. */
export function forgetParticipantToken(
  conversationId: string,
  storage: TokenStorage | null = browserTokenStorage(),
): void {
  if (!conversationId) return;
  const key = participantTokenKey(conversationId);
  memoryTokenStorage.removeItem(key);
  withStorage(storage, (s) => s.removeItem(key));
}
