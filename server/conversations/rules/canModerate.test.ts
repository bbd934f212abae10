import { describe, expect, it } from 'vitest';
import { canModerate, isAdmin } from './canModerate';

const conversation = { owner: 1 };
const owner = { uid: 1, is_site_admin: false };
const stranger = { uid: 2, is_site_admin: false };
const admin = { uid: 3, is_site_admin: true };

describe('canModerate', () => {
  it('lets the owner moderate', () => {
    expect(canModerate(owner, conversation)).toBe(true);
  });

  it('refuses another user', () => {
    expect(canModerate(stranger, conversation)).toBe(false);
    expect(isAdmin(stranger)).toBe(false);
  });

  it('lets a site administrator moderate', () => {
    expect(canModerate(admin, conversation)).toBe(true);
    expect(isAdmin(admin)).toBe(true);
  });

  it('refuses an anonymous caller', () => {
    expect(canModerate(null, conversation)).toBe(false);
  });
});
