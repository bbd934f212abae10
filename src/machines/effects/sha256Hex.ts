// SHA-256 of a text as lower-case hex, with WebCrypto. crypto.subtle exists only in secure contexts
// (https, localhost): elsewhere this rejects, and the access-code chart shows why.
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available (not a secure context)');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The access code is compared case-insensitively and without surrounding blanks
 * (docs/behaviour.md#accesscode).
 */
export function normalizeAccessCode(code: string): string {
  return code.trim().toLowerCase();
}
