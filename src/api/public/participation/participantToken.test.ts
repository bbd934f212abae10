// @vitest-environment happy-dom
// The participant's anonymous token: one per conversation in localStorage, memory as a fallback.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetParticipantToken,
  memoryTokenStorage,
  participantTokenKey,
  readParticipantToken,
  saveParticipantToken,
  type TokenStorage,
} from './participantToken';

const failing: TokenStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('participant tokens', () => {
  beforeEach(() => {
    window.localStorage.clear();
    memoryTokenStorage.removeItem(participantTokenKey('abc1234567'));
  });

  it('keeps one token per conversation under raadslag.participant.<id>', () => {
    saveParticipantToken('abc1234567', 'token-a');
    saveParticipantToken('xyz7654321', 'token-b');
    expect(window.localStorage.getItem('raadslag.participant.abc1234567')).toBe('token-a');
    expect(readParticipantToken('abc1234567')).toBe('token-a');
    expect(readParticipantToken('xyz7654321')).toBe('token-b');
    expect(readParticipantToken('nope000000')).toBeNull();
  });

  it('forgets a token the server no longer knows', () => {
    saveParticipantToken('abc1234567', 'token-a');
    forgetParticipantToken('abc1234567');
    expect(readParticipantToken('abc1234567')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('stores nothing without a conversation or a token', () => {
    saveParticipantToken('', 'token');
    saveParticipantToken('abc1234567', '');
    expect(window.localStorage.length).toBe(0);
    expect(readParticipantToken('')).toBeNull();
  });

  it('falls back to memory when the browser refuses storage', () => {
    saveParticipantToken('abc1234567', 'token-m', failing);
    expect(readParticipantToken('abc1234567', failing)).toBe('token-m');
    expect(readParticipantToken('abc1234567', null)).toBe('token-m');
    forgetParticipantToken('abc1234567', failing);
    expect(readParticipantToken('abc1234567', failing)).toBeNull();
  });
});
