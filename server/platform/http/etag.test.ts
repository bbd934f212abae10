import { describe, expect, it } from 'vitest';
import { etagMatches, weakEtag } from './etag';

describe('ETag helpers', () => {
  const tag = weakEtag(new TextEncoder().encode('{"a":1}'));

  it('makes a weak tag that depends on the body', () => {
    expect(tag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(weakEtag(new TextEncoder().encode('{"a":2}'))).not.toBe(tag);
  });

  it('matches weakly, in lists, and for *', () => {
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.replace('W/', ''), tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('W/"other"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});
