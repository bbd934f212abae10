// Unguessable public ids. randomInt draws without modulo bias.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of [a-z0-9] from the operating system's CSPRNG. */
export function randomLowerAlnum(length: number): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
