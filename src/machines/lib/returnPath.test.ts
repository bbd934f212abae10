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
  ])('rejects %j', (input) => {
    expect(sanitizeReturnPath(input)).toBe('/');
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
