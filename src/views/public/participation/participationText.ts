// What the participant page says about a refusal, and how the intro box takes the conversation's
// help colours. Pure, so both are tested without a screen. The intro's rules themselves (the
// description's lead, the closing time, the colours) are in the copy, shared with the server's
// first paint of the page (docs/architecture.md#the-first-paint).
import type { CSSProperties } from 'react';
import type { ParticipationConversation } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { introColours } from '../../../copy/danish/public/participation/intro';
import type { ResponseProblem } from '../../../machines/common/responseText';

export {
  closingTimeText,
  LEAD_MAX_CHARS,
  splitDescription,
} from '../../../copy/danish/public/participation/intro';

/** The server's own (Danish) message when it sent one, else our sentence, else the status line. */
function serverOr(problem: ResponseProblem, fallback: string | null): string {
  const own = problem.text && problem.text !== problem.code ? problem.text : '';
  if (own) return own;
  if (fallback) return fallback;
  return da.errors.statusLine(problem.status, problem.statusText);
}

export function voteErrorText(problem: ResponseProblem): string {
  if (problem.status === 0) return da.participation.voteFailed(da.errors.network);
  if (problem.status === 401) return da.participation.sessionLost;
  if (problem.status === 429) return serverOr(problem, da.participation.rateLimited);
  return da.participation.voteFailed(serverOr(problem, null));
}

/** While a vote that met an outage waits to be sent again. */
export function voteRetryText(problem: ResponseProblem): string {
  const detail =
    problem.status === 0 ? da.errors.network : serverOr(problem, null).replace(/[.\s]+$/, '');
  return da.participation.voteRetrying(detail);
}

export function statementErrorText(problem: ResponseProblem): string {
  if (problem.status === 0) return da.participation.form.failed(da.errors.network);
  if (problem.status === 429) return serverOr(problem, da.participation.form.rateLimited);
  if (problem.status === 409) return serverOr(problem, da.participation.form.duplicate);
  if (problem.status === 403) return serverOr(problem, da.participation.form.closed);
  return da.participation.form.failed(serverOr(problem, null));
}

export function loadErrorText(problem: ResponseProblem | null): string {
  const detail = problem
    ? problem.status === 0
      ? da.errors.network
      : serverOr(problem, null)
    : da.errors.network;
  return da.participation.loadFailed(detail);
}

/** help_bgcolor / help_color on the intro box, unless they are 'default' (or blank). */
export function helpColourStyle(
  conversation: Pick<ParticipationConversation, 'help_bgcolor' | 'help_color'>,
): CSSProperties | undefined {
  return introColours(conversation);
}
