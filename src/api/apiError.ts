// The one error type every failed API call becomes, so charts can branch on `status` and views can
// show "status statusText" (docs/behaviour.md#errors) without knowing whether ky, fetch or the
// server failed.

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when nothing answered (network failure or timeout). */
  readonly status: number;
  readonly statusText: string;
  /** The raw response text ('' when there was no response). */
  readonly body: string;
  /** Polis's `error` code from a JSON error body, e.g. 'polis_err_update_conversation_permission'. */
  readonly polisError?: string;

  constructor(init: {
    status: number;
    statusText: string;
    body?: string;
    polisError?: string;
    message?: string;
  }) {
    super(init.message || `${init.status} ${init.statusText}`.trim());
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body ?? '';
    if (init.polisError) this.polisError = init.polisError;
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
    });
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
    return info;
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, statusText: 'Error', message };
}

function parseErrorBody(text: string): { error?: string; message?: string } {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return {
        error: typeof record.error === 'string' ? record.error : undefined,
        message: typeof record.message === 'string' && record.message ? record.message : undefined,
      };
    }
  } catch {
    // Not JSON: an HTML error page from a proxy, say. The text stays in `body`.
  }
  return {};
}
