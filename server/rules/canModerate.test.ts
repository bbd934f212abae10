import { describe, expect, it } from 'vitest';
import { canModerate, isAdmin } from './canModerate';

const conversation = { owner: 1 };
const owner = { uid: 1, email: 'ejer@example.dk' };
const stranger = { uid: 2, email: 'fremmed@example.dk' };
const admin = { uid: 3, email: 'Admin@Example.dk' };

describe('canModerate', () => {
  it('lets the owner moderate', () => {
    expect(canModerate(owner, conversation, [])).toBe(true);
  });

  it('refuses another user', () => {
    expect(canModerate(stranger, conversation, ['admin@example.dk'])).toBe(false);
  });

  it('lets an administrator listed in ADMIN_EMAILS moderate, ignoring case', () => {
    expect(canModerate(admin, conversation, ['admin@example.dk'])).toBe(true);
  });

  it('refuses an anonymous caller', () => {
    expect(canModerate(null, conversation, ['admin@example.dk'])).toBe(false);
  });

  it('refuses a user without e-mail even when the admin list is non-empty', () => {
    expect(canModerate({ uid: 9, email: null }, conversation, ['admin@example.dk'])).toBe(false);
    expect(isAdmin({ uid: 9, email: null }, [''])).toBe(false);
  });
});
