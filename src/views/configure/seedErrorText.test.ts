import { describe, expect, it } from 'vitest';
import * as da from '../../copy/da';
import { seedErrorText } from './seedErrorText';

const problem = (over: Partial<Parameters<typeof seedErrorText>[0]>) => ({
  status: 409,
  statusText: 'Conflict',
  code: null,
  text: '',
  ...over,
});

describe('seedErrorText', () => {
  it("shows the server's own message", () => {
    expect(
      seedErrorText(problem({ code: 'polis_err_post_comment_duplicate', text: 'Findes.' })),
    ).toBe('Findes.');
  });

  it('turns a bare known code into Danish', () => {
    const code = 'polis_err_post_comment_duplicate';
    expect(seedErrorText(problem({ code, text: code }))).toBe(da.seed.duplicate);
    expect(seedErrorText(problem({ code: 'polis_err_conversation_is_closed' }))).toBe(
      da.seed.closed,
    );
  });

  it('falls back to the text, then to the status line', () => {
    expect(seedErrorText(problem({ text: 'Noget gik galt' }))).toBe('Noget gik galt');
    expect(seedErrorText(problem({ status: 500, statusText: 'Internal Server Error' }))).toBe(
      'Der skete en fejl på serveren (500)',
    );
    expect(seedErrorText(problem({ status: 0, statusText: 'Network Error' }))).toBe(
      da.errors.network,
    );
  });
});
