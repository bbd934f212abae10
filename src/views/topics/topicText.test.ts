import { describe, expect, it } from 'vitest';
import * as da from '../../copy/da';
import { noticeText, treeFailureText } from './topicText';

describe('topic failures in Danish', () => {
  const refused = { kind: 'failed', status: 200, message: 'Topic job not found' } as const;

  it("shows our server's (Danish) message, but never upstream Polis's English one", () => {
    const ours = { ...refused, message: 'Emnejobbet findes ikke' };
    expect(treeFailureText(ours, 'raadslag')).toBe('Emnejobbet findes ikke');
    expect(treeFailureText(refused, 'polis')).toBe(da.topics.tree.failed);
    expect(noticeText({ step: 'moderate', action: 'reject', failure: refused }, 'polis')).toBe(
      da.topics.notice.moderate(da.topics.tree.reject, da.topics.notice.failed),
    );
  });
});
