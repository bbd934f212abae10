import { describe, expect, it } from 'vitest';
import { normalizeAccessCode, sha256Hex } from './sha256Hex';

describe('sha256Hex', () => {
  it('hashes like everyone else', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('compares codes lower-cased and trimmed', () => {
    expect(normalizeAccessCode('  Hemmelig ')).toBe('hemmelig');
  });
});
