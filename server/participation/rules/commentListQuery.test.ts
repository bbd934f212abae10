import { describe, expect, it } from 'vitest';
import { lowestPublicMod, parseCommentListQuery } from './commentListQuery';

const parsed = (query: Record<string, string>) => {
  const result = parseCommentListQuery(query);
  if (!result.ok) throw new Error(`expected ok, got ${result.field}`);
  return result.query;
};
const failedField = (query: Record<string, string>) => {
  const result = parseCommentListQuery(query);
  return result.ok ? null : result.field;
};

describe('parseCommentListQuery', () => {
  it('reads the moderation list query the client sends', () => {
    expect(
      parsed({
        moderation: 'true',
        include_voting_patterns: 'false',
        mod: '-1',
        conversation_id: 'abc123def4',
      }),
    ).toEqual({ moderation: true, mod: -1, limit: null, offset: 0 });
  });

  it('defaults to the participants’ view of every visible comment', () => {
    expect(parsed({})).toEqual({ moderation: false, mod: null, limit: null, offset: 0 });
  });

  it('pages with limit and offset', () => {
    expect(parsed({ limit: '100', offset: '200' })).toMatchObject({ limit: 100, offset: 200 });
  });

  it.each([
    [{ mod: '7' }, 'mod'],
    [{ mod: 'x' }, 'mod'],
    [{ mod: '1.0' }, 'mod'],
    [{ moderation: 'yes' }, 'moderation'],
    [{ include_voting_patterns: 'maybe' }, 'include_voting_patterns'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '10001' }, 'limit'],
    [{ limit: '-5' }, 'limit'],
    [{ offset: '-1' }, 'offset'],
    [{ offset: 'a' }, 'offset'],
  ])('refuses %j', (query, field) => {
    expect(failedField(query)).toBe(field);
  });
});

describe('lowestPublicMod', () => {
  it('shows unmoderated comments unless moderation is strict', () => {
    expect(lowestPublicMod({ strict_moderation: false })).toBe(0);
    expect(lowestPublicMod({ strict_moderation: true })).toBe(1);
  });
});
