import { describe, expect, it } from 'vitest';
import { sanitizeReturnPath } from './returnPath';

describe('sanitizeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/conversations', '/conversations'],
    ['/m/abc1234567/comments?x=1#top', '/m/abc1234567/comments?x=1#top'],
    ['/account', '/account'],
  ])('keeps the in-app path %s', (input, expected) => {
    expect(sanitizeReturnPath(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'conversations',
    '',
    ' //evil.example',
    '/a\nb',
    '/a b',
    '/signin',
    '/signout',
    '/signout?x=1',
    '/silent-renew.html',
    // Dot segments that collapse into a protocol-relative '//host'.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/./\\evil.example',
    '/.\\/evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    'https:evil.example',
    '\\\\evil.example',
  ])('rejects %j', (input) => {
    expect(sanitizeReturnPath(input)).toBe('/');
  });

  it('keeps encoded slashes encoded: they stay in-app paths', () => {
    expect(sanitizeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sanitizeReturnPath('/m/%2F/x')).toBe('/m/%2F/x');
  });

  it('never returns anything a browser would read as another origin', () => {
    const tricky = ['/.//x', '/./\\x', '//x', '/\\x', '/..%2F/x', '/%09/x', '/\u2028//x'];
    for (const input of tricky) {
      const out = sanitizeReturnPath(input);
      expect(new URL(out, 'https://raadslag.example').origin, input).toBe(
        'https://raadslag.example',
      );
      expect(out.startsWith('//') || out.startsWith('/\\'), input).toBe(false);
    }
  });

  it('rejects what is not a string', () => {
    expect(sanitizeReturnPath(undefined)).toBe('/');
    expect(sanitizeReturnPath(42)).toBe('/');
    expect(sanitizeReturnPath({ returnPath: '/x' })).toBe('/');
  });

  it('drops a stale authorization response from the query', () => {
    expect(sanitizeReturnPath('/?code=abc&state=xyz')).toBe('/');
    expect(sanitizeReturnPath('/account?error=login_required&state=xyz')).toBe('/account');
  });
});
