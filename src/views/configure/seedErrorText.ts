// What the seed form says when a statement was refused (docs/behaviour.md#seedsubmit): the server's
// own message; for a bare Polis error code (upstream answers with just the code) a Danish sentence;
// for no readable answer the status line.
import * as da from '../../copy/da';
import type { ResponseProblem } from '../../machines/common/responseText';

const KNOWN_CODES: Record<string, string> = {
  polis_err_post_comment_duplicate: da.seed.duplicate,
  polis_err_conversation_is_closed: da.seed.closed,
};

export function seedErrorText(problem: ResponseProblem): string {
  const known = problem.code ? KNOWN_CODES[problem.code] : undefined;
  if (known && (problem.text === '' || problem.text === problem.code)) return known;
  if (problem.text) return problem.text;
  if (known) return known;
  return da.errors.statusLine(problem.status, problem.statusText);
}
