// The one error shape of the API: { error: 'polis_err_…', message, status }. Handlers and rules
// throw HttpError; app.onError turns it into the response.
import type { ApiErrorBody } from '../../../contract/types';
import { platformMessages } from '../messages';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers?: Record<string, string>,
    /** The request field the refusal concerns, so a form can show it next to that field. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      error: this.error,
      message: this.message,
      status: this.status,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

/** 400 for a parameter of the wrong type or out of range: polis_err_param_parse_failed_<name>. */
export const paramParseFailed = (
  name: string,
  message = platformMessages.http.invalidValue(name),
) => new HttpError(400, `polis_err_param_parse_failed_${name}`, message);

/** 400 for a required parameter that is absent: polis_err_param_missing_<name>. */
export const paramMissing = (name: string) =>
  new HttpError(400, `polis_err_param_missing_${name}`, platformMessages.http.missing(name));

export const notSignedIn = () =>
  new HttpError(401, 'polis_err_auth_token_not_supplied', platformMessages.http.notSignedIn);
