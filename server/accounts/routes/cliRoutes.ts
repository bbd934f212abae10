// POST /api/account/cli/users { email, name?, admin } — `npm run user:add` talking to the running
// server (a second process cannot open the same PGlite directory) — and
// POST /api/account/cli/import-polis { folder, owner? } — `npm run import:polis`: the server reads
// the Polis export folder (same machine: the CLI found cli.json) and imports it in one
// transaction, then schedules the new conversation's opinion groups. Allowed only with the secret
// the server wrote to DATA_DIR/cli.json (mode 0600) at start, so only someone who can read the
// data directory — the operator — can call it, and only over loopback, never through a proxy (the CLI
// runs on the server's machine): with HOST=0.0.0.0 the port is reachable from outside, and a leaked
// secret should not be enough there. Without a secret (tests, no data dir) it is 404.
import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { addUser } from '../linkFlows';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { unwrap } from './outcome';
import { importPolisFolder, ImportRefused } from '../../polis';
import { accountMessages } from '../messages';

export const CLI_SECRET_HEADER = 'X-Raadslag-Cli-Secret';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string): boolean {
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/u, '');
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/u.test(plain);
}

/**
 * A caller on this machine: the socket's peer is a loopback address and no proxy forwarded the
 * request (a reverse proxy on the same machine connects over loopback too). A request handed to the
 * app in-process (app.request, the tests) has no socket and counts as local.
 */
function fromThisMachine(c: Context<AppEnv>): boolean {
  const forwarded = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'];
  if (forwarded.some((name) => c.req.header(name) !== undefined)) return false;
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  return peer !== undefined && isLoopback(peer);
}

export function cliRoutes(secret: string | null): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const expected = secret === null ? null : Buffer.from(secret);

  routes.use('*', async (c, next) => {
    const given = Buffer.from(c.req.header(CLI_SECRET_HEADER) ?? '');
    if (
      expected === null ||
      !fromThisMachine(c) ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      throw new HttpError(404, 'polis_err_not_found', accountMessages.pageNotFound);
    }
    await next();
  });

  routes.post('/users', async (c) => {
    const body = await readJsonObject(c);
    const result = unwrap(
      await addUser(c.var.accounts, {
        email: typeof body.email === 'string' ? body.email : '',
        name: typeof body.name === 'string' ? body.name : null,
        admin: body.admin === true,
      }),
    );
    return c.json(result);
  });

  routes.post('/import-polis', async (c) => {
    const body = await readJsonObject(c);
    try {
      const imported = await importPolisFolder(c.var.db, {
        folder: typeof body.folder === 'string' ? body.folder : '',
        ownerEmail: typeof body.owner === 'string' ? body.owner : null,
        inWorker: true,
      });
      c.var.math.changed(imported.zid);
      const { zid: _zid, ...answer } = imported;
      return c.json(answer);
    } catch (error) {
      if (error instanceof ImportRefused) {
        throw new HttpError(400, 'polis_err_import_refused', error.message);
      }
      throw error;
    }
  });

  return routes;
}
