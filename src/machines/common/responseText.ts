// "The response text" of a failed call (docs/behaviour.md#errors): the server's own message when
// its body is Polis's JSON error, else the body as sent (upstream Polis often answers with the bare
// error code), trimmed. Empty when nothing readable came back; the view then shows the status.
import { isApiError } from '../../api/common/apiError';

/** Longer bodies (an HTML error page from a proxy, say) are not shown. */
const MAX_SHOWN = 300;

export interface ResponseProblem {
  status: number;
  statusText: string;
  /** Polis's error code (`polis_err_…`), from the JSON body or a bare-code body. */
  code: string | null;
  /** The server's message, or the raw body; '' when there is nothing readable. */
  text: string;
}

export function responseProblem(error: unknown): ResponseProblem {
  if (!isApiError(error)) {
    const text = error instanceof Error ? error.message : String(error);
    return { status: 0, statusText: 'Error', code: null, text };
  }
  const body = error.body.trim();
  let code = error.polisError ?? null;
  let text = '';
  const parsed = parseJson(body);
  if (parsed) {
    if (typeof parsed.message === 'string') text = parsed.message.trim();
    if (!text && typeof parsed.error === 'string') text = parsed.error.trim();
  } else if (body && body.length <= MAX_SHOWN && !body.startsWith('<')) {
    text = body;
    if (/^polis_err_[a-z0-9_]+$/i.test(body)) code = body;
  }
  return { status: error.status, statusText: error.statusText, code, text };
}

function parseJson(text: string): Record<string, unknown> | null {
  if (!text.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
