// Parsing the participation and report answers, per the contract and its tolerance.
import { describe, expect, it } from 'vitest';
import { parseNextComment, parseParticipationInit } from './participation';
import { parseReportData } from '../publicReport/reportData';

describe('parseNextComment', () => {
  it('reads a statement, and {} or null as none left', () => {
    expect(parseNextComment({ tid: 3, txt: 'Et udsagn', remaining: 2, total: 5 })).toEqual({
      tid: 3,
      txt: 'Et udsagn',
      remaining: 2,
      total: 5,
    });
    expect(parseNextComment({})).toBeNull();
    expect(parseNextComment(null)).toBeNull();
    expect(parseNextComment({ tid: 'x', txt: 'a' })).toBeNull();
  });

  it('accepts numeric strings and keeps remaining within total', () => {
    expect(parseNextComment({ tid: '4', txt: 'a', remaining: '3', total: '2' })).toEqual({
      tid: 4,
      txt: 'a',
      remaining: 3,
      total: 3,
    });
  });
});

describe('parseParticipationInit', () => {
  it('reads the start of the page, with colours defaulting to "default"', () => {
    const init = parseParticipationInit({
      conversation: {
        conversation_id: 'abc1234567',
        topic: 'Cykler',
        description: 'Om cykler',
        is_active: true,
        write_type: 1,
        vis_type: 0,
        help_bgcolor: null,
        help_color: '#222',
        strict_moderation: false,
        importance_enabled: true,
      },
      participant: null,
      nextComment: { tid: 0, txt: 'A', remaining: 1, total: 1 },
      votedCount: '2',
    });
    expect(init.conversation.importance_enabled).toBe(true);
    expect(init.conversation.help_bgcolor).toBe('default');
    expect(init.conversation.help_color).toBe('#222');
    expect(init.conversation.write_type).toBe(1);
    expect(init.participant).toBeNull();
    expect(init.votedCount).toBe(2);
  });

  it('refuses an answer that is not an object', () => {
    expect(() => parseParticipationInit([])).toThrow(/Unexpected/);
  });
});

describe('parseReportData', () => {
  it('reads counts from strings, sorts by tid and never has fewer votes than its parts', () => {
    const data = parseReportData({
      report: { report_id: 'r1', created: '1700000000000', mod_level: 0 },
      conversation: { conversation_id: 'abc1234567', topic: 'T', description: 'D' },
      totals: { participants: '3', voters: 3, votes: 5, statements: 2 },
      statements: [
        { tid: 1, txt: 'B', agrees: '2', disagrees: 1, passes: 0, votes: 1, mod: 1 },
        { tid: 0, txt: 'A', agrees: 1, disagrees: 0, passes: 1, votes: 2, mod: '-1', is_meta: 't' },
      ],
      stats: { firstVoteTimes: ['3', 1, 'x'], firstCommentTimes: [] },
    });
    expect(data.report.created).toBe(1_700_000_000_000);
    expect(data.totals.participants).toBe(3);
    expect(data.statements.map((s) => s.tid)).toEqual([0, 1]);
    expect(data.statements[1].votes).toBe(3);
    expect(data.statements[0]).toMatchObject({ mod: -1, is_meta: true });
    expect(data.stats.firstVoteTimes).toEqual([1, 3]);
  });

  it('refuses an answer without a report', () => {
    expect(() => parseReportData({ statements: [] })).toThrow(/Unexpected report data/);
  });
});
