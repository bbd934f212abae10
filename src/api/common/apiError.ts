// The one error type every failed API call becomes, so charts can branch on `status` and views can
// show "status statusText" (docs/behaviour.md#errors) without knowing whether ky, fetch or the
// server failed.

/** What an ApiError is made of: the response's status and body, and what the body said. */
export interface ApiErrorInit {
  status: number;
  statusText: string;
  body?: string;
  polisError?: string;
  message?: string;
  reason?: string;
  field?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when nothing answered (network failure or timeout). */
  readonly status: number;
  readonly statusText: string;
  /** The raw response text ('' when there was no response). */
  readonly body: string;
  /** Polis's `error` code from a JSON error body, e.g. 'polis_err_update_conversation_permission'. */
  readonly polisError?: string;
  /** The server's own reason (our server's are Danish), when its error body has a `message`. */
  readonly reason?: string;
  /** The request field the refusal concerns, when the error body names one (`field`). */
  readonly field?: string;

  constructor(init: ApiErrorInit) {
    super(init.message || `${init.status} ${init.statusText}`.trim());
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body ?? '';
    if (init.polisError) this.polisError = init.polisError;
    if (init.reason) this.reason = init.reason;
    if (init.field) this.field = init.field;
  }

  /** Builds the error from a non-ok response, reading Polis's `{ error, message }` body when present. */
  static async fromResponse(response: Response): Promise<ApiError> {
    let body = '';
    try {
      body = await response.text();
    } catch {
      // A body that cannot be read still leaves status and statusText to report.
    }
    const parsed = parseErrorBody(body);
    return new ApiError({
      status: response.status,
      statusText: response.statusText,
      body,
      polisError: parsed.error,
      message: parsed.message,
      reason: parsed.message,
      field: parsed.field,
    });
  }

  /**
   * The same failure, for a subclass that adds what the refusal's body carried (a 409's current
   * value): every field of `base`, so the charts read it as they read any ApiError.
   */
  protected static initOf(base: ApiError): ApiErrorInit {
    return {
      status: base.status,
      statusText: base.statusText,
      body: base.body,
      polisError: base.polisError,
      message: base.message,
      reason: base.reason,
      field: base.field,
    };
  }

  static network(cause: unknown, statusText = 'Network Error'): ApiError {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return new ApiError({ status: 0, statusText, message: `${statusText}: ${detail}` });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The fields a chart keeps in its context: plain data, so snapshots stay serialisable. */
export interface ApiErrorInfo {
  status: number;
  statusText: string;
  message: string;
  polisError?: string;
  /** The server's reason, to show as it is (see ApiError.reason). */
  reason?: string;
  /** The request field the refusal concerns (see ApiError.field). */
  field?: string;
}

/** Turns whatever an actor rejected with into plain data a view can render. */
export function toApiErrorInfo(error: unknown): ApiErrorInfo {
  if (error instanceof ApiError) {
    const info: ApiErrorInfo = {
      status: error.status,
      statusText: error.statusText,
      message: error.message,
    };
    if (error.polisError) info.polisError = error.polisError;
    if (error.reason) info.reason = error.reason;
    if (error.field) info.field = error.field;
    return info;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, statusText: 'Error', message };
}

function parseErrorBody(text: string): { error?: string; message?: string; field?: string } {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return {
        error: typeof record.error === 'string' ? record.error : undefined,
        message: typeof record.message === 'string' && record.message ? record.message : undefined,
        field: typeof record.field === 'string' && record.field ? record.field : undefined,
      };
    }
  } catch {
    // Not JSON: an HTML error page from a proxy, say. The text stays in `body`. Upstream Polis
    // answers some refusals as text/plain that starts with its code, e.g. an unknown conversation
    // id: `polis_err_param_parse_failed_conversation_id (val=…)` (docs/upstream.md).
    const code = /^\s*(polis_err_[a-z0-9_]+)/.exec(text);
    if (code) return { error: code[1] };
  }
  return {};
}

/**
 * The conversation asked for does not exist: our server's 404, or upstream's 400 for an id it
 * cannot find (it reports both as a failed parse of conversation_id).
 */
export function isUnknownConversation(error: Pick<ApiErrorInfo, 'status' | 'polisError'>): boolean {
  return (
    error.status === 404 ||
    (error.status === 400 && error.polisError === 'polis_err_param_parse_failed_conversation_id')
  );
}
