// JSON request bodies. The size limit is enforced earlier (bodyLimit in app.ts), so by the time a
// handler reads the body it is at most BODY_MAX_BYTES.
import type { Context } from 'hono';
import { HttpError } from './errors';
import { rejectBadFields } from './nul';
import { platformMessages } from '../messages';

const parseFailed = () =>
  new HttpError(400, 'polis_err_param_parse_failed_body', platformMessages.http.bodyNotObject);

/** The body as a plain object; an empty body counts as {} (upstream clients send none at times). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw parseFailed();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw parseFailed();
  rejectBadFields(parsed as Record<string, unknown>);
  return parsed as Record<string, unknown>;
}
