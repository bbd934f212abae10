// Which boot data the participant app starts from (docs/architecture.md#start-up): the config
// always when readable; the participation start only for the conversation the address names and
// only for a newcomer (no token on this device); anything unreadable is simply absent.
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetParticipantToken,
  saveParticipantToken,
} from '../../api/public/participation/participantToken';
import { aParticipationInit } from '../../../tests/support/contractFixtures';
import { BOOT_ELEMENT_ID, publicBoot, readBootJson } from './bootData';

const init = aParticipationInit({ closes_at: null, report_id: null });
const { conversation } = init;
const raw = {
  config: { productName: 'Rådslag', apiBaseUrl: '/api/v3' },
  participation: { conversationId: 'abc1234567', init },
};
const here = { page: 'participation', conversationId: 'abc1234567' } as const;

afterEach(() => forgetParticipantToken('abc1234567'));

describe('publicBoot', () => {
  it('gives a newcomer the start the page came with, and the config', () => {
    const boot = publicBoot(raw, here);
    expect(boot.config).toMatchObject({ productName: 'Rådslag', apiBaseUrl: '/api/v3' });
    expect(boot.participation).toEqual({
      ...init,
      conversation: { ...conversation, is_draft: false },
    });
  });

  it('leaves the start out for a returning participant, who asks with the token', () => {
    saveParticipantToken('abc1234567', 'token-of-this-device');
    expect(publicBoot(raw, here).participation).toBeNull();
    expect(publicBoot(raw, here).config).not.toBeNull();
  });

  it("leaves the start out for another conversation's page, and on a report page", () => {
    expect(
      publicBoot(raw, { page: 'participation', conversationId: 'zzz9999999' }).participation,
    ).toBeNull();
    expect(publicBoot(raw, { page: 'report', reportId: 'r1' }).participation).toBeNull();
  });

  it('reads nothing from boot data that is missing or malformed', () => {
    expect(publicBoot(null, here)).toEqual({ config: null, participation: null });
    expect(
      publicBoot({ config: 'x', participation: { conversationId: 'abc1234567', init: 7 } }, here),
    ).toEqual({
      config: null,
      participation: null,
    });
  });
});

describe('readBootJson', () => {
  const doc = (text: string | null) => ({
    getElementById: (id: string) =>
      id === BOOT_ELEMENT_ID && text !== null ? ({ textContent: text } as HTMLElement) : null,
  });

  it('parses the element, and gives null for none or broken JSON', () => {
    expect(readBootJson(doc('{"a":"\\u003c/script>"}'))).toEqual({ a: '</script>' });
    expect(readBootJson(doc(null))).toBeNull();
    expect(readBootJson(doc('{"a":'))).toBeNull();
  });
});
