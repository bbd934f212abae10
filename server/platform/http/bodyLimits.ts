// Request bodies past BODY_MAX_BYTES are refused before any handler runs (nothing is written), and
// the 413 closes the connection: the rest of the body is never read, so the connection could not
// carry another request cleanly anyway.
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { BODY_MAX_BYTES } from '../../../contract/limits';
import { HttpError } from './errors';
import { platformMessages } from '../messages';

export function limitBodies(): MiddlewareHandler {
  return bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => {
      const error = new HttpError(
        413,
        'polis_err_body_too_large',
        platformMessages.http.bodyTooLarge(BODY_MAX_BYTES),
      );
      return c.json(error.toBody(), 413, { Connection: 'close' });
    },
  });
}
