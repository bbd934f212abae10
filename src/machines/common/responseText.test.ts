import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/common/apiError';
import { responseProblem } from './responseText';

describe('responseProblem', () => {
  it("reads Polis's JSON error body", () => {
    const error = new ApiError({
      status: 409,
      statusText: 'Conflict',
      body: '{"error":"polis_err_post_comment_duplicate","message":"Findes allerede.","status":409}',
      polisError: 'polis_err_post_comment_duplicate',
    });
    expect(responseProblem(error)).toEqual({
      status: 409,
      statusText: 'Conflict',
      code: 'polis_err_post_comment_duplicate',
      text: 'Findes allerede.',
    });
  });

  it('keeps a bare error code or short text, and drops HTML pages', () => {
    const bare = new ApiError({
      status: 403,
      statusText: 'Forbidden',
      body: 'polis_err_conversation_is_closed',
    });
    expect(responseProblem(bare)).toMatchObject({
      code: 'polis_err_conversation_is_closed',
      text: 'polis_err_conversation_is_closed',
    });
    const html = new ApiError({ status: 502, statusText: 'Bad Gateway', body: '<html>…</html>' });
    expect(responseProblem(html)).toMatchObject({ code: null, text: '' });
    expect(responseProblem(ApiError.network(new TypeError('x')))).toMatchObject({
      status: 0,
      text: '',
    });
    expect(responseProblem(new Error('boom'))).toMatchObject({ status: 0, text: 'boom' });
  });
});
