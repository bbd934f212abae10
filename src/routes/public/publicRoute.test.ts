// The public entry's routes: /{conversation_id}, /report/{report_id}, anything else not found.
import { describe, expect, it } from 'vitest';
import { currentPublicRoute, isPublicPath, parsePublicPath } from './publicRoute';

describe('parsePublicPath', () => {
  it('knows a conversation by its 10 characters of [a-z0-9]', () => {
    expect(parsePublicPath('/abc1234567')).toEqual({
      page: 'participation',
      conversationId: 'abc1234567',
    });
    expect(parsePublicPath('/abc1234567/')).toMatchObject({ page: 'participation' });
    expect(parsePublicPath('/ABC1234567')).toEqual({ page: 'notFound' });
    expect(parsePublicPath('/abc123456')).toEqual({ page: 'notFound' });
    expect(parsePublicPath('/abc12345678')).toEqual({ page: 'notFound' });
  });

  it('knows a report', () => {
    expect(parsePublicPath('/report/r0123456789abcdefghij')).toEqual({
      page: 'report',
      reportId: 'r0123456789abcdefghij',
    });
    expect(parsePublicPath('/report/')).toEqual({ page: 'notFound' });
    expect(parsePublicPath('/report/a/b')).toEqual({ page: 'notFound' });
  });

  it('leaves the admin paths alone', () => {
    for (const path of ['/', '/home', '/signin', '/privacy', '/conversations', '/m/abc1234567']) {
      expect(isPublicPath(path)).toBe(false);
    }
  });

  it('reads ?path= on /public.html (a static host without rewrites)', () => {
    expect(currentPublicRoute({ pathname: '/public.html', search: '?path=/abc1234567' })).toEqual({
      page: 'participation',
      conversationId: 'abc1234567',
    });
    expect(currentPublicRoute({ pathname: '/public.html', search: '' })).toEqual({
      page: 'notFound',
    });
  });
});
