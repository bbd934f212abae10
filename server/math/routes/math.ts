// GET /math/pca2?conversation_id=X[&math_tick=N] — the conversation's opinion groups in upstream
// Polis's shape (docs/math.md), readable by whoever may open its participation page (anyone with the
// id, as /participationInit). ETag "<math_tick>"; 304 when the client's tick (If-None-Match or
// math_tick, upstream's parameter) is current. Before the first result: 200 with the empty shape,
// math_tick 0. The stored body is gzip-compressed JSON and goes out as it is to clients that take
// gzip. Unlike upstream we do not refuse math_tick together with If-None-Match: the higher tick wins.
// Every answer (304 included) carries `X-Math-Updating: 1` while newer votes are being computed
// (votes after the stored result, or a run scheduled or under way), so the map can say
// "opdateres …"; it says nothing else about the runs (no failures, no timings) — those are
// /math/status's, for moderators.
//
// GET /math/status?conversation_id=X — where the math stands (contract/math.ts MathStatus), for
// the moderator's screen that says "computed 3 minutes ago from 1,204 votes", "updating…", "too few
// votes" or "the last attempt failed". Moderators only (owner, site administrator): it tells when
// computations failed, which is the operator's business, not the public's. Everything a reader of
// the map needs (tick, computed_at, vote count, why no groups) is in the public pca2 body.
//
// GET /math/statementVotes?conversation_id=X — moderators only: mathStatementVotes.ts.
// GET /math/participantMap?conversation_id=X — the participation page's map: mathParticipantMap.ts.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { Hono, type Context } from 'hono';
import type { Db } from '../../platform/db';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import { loadPublicConversation } from '../../participation';
import { emptyPca2Body } from '../service/mathJobs';
import { STALE_RUN_MS, toMathStatus } from '../present/mathStatus';
import { mathStatusRow, mathTick, storedPca2 } from '../repo/mathResults';
import { statementVotes } from './mathStatementVotes';
import { participantMapRoute } from './mathParticipantMap';
import { mathMessages } from '../messages';

const gunzipAsync = promisify(gunzip);
const EMPTY_BODY = emptyPca2Body();
const STATUS_DENIED = {
  error: 'polis_err_math_status_need_moderation_permission',
  message: mathMessages.statusDenied,
};

/**
 * The last body served per conversation, per database (instances serve what is stored). A body is
 * named by its tick and computed_at: a tick alone repeats when a test empties the database.
 */
const served = new WeakMap<Db, Map<number, { key: string; tick: number; gzip: Uint8Array }>>();
const SERVED_MAX = 50;

function clientTick(c: Context<AppEnv>): number {
  const param = c.req.query('math_tick');
  let tick = -1;
  if (param !== undefined) {
    if (!/^-?\d{1,15}$/.test(param)) {
      throw new HttpError(400, 'polis_err_param_parse_failed_math_tick', mathMessages.mathTick);
    }
    tick = Number(param);
  }
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) {
    for (const tag of ifNoneMatch.split(',')) {
      const text = tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
      const value = Number(text);
      if (text === '*') tick = Math.max(tick, 0);
      else if (/^\d+$/.test(text)) tick = Math.max(tick, value);
    }
  }
  return tick;
}

async function bodyFor(db: Db, zid: number, stamp: { math_tick: number; computed_at: number }) {
  let cache = served.get(db);
  if (!cache) {
    cache = new Map();
    served.set(db, cache);
  }
  const hit = cache.get(zid);
  if (hit && hit.key === `${stamp.math_tick}:${stamp.computed_at}`) return hit;
  const stored = await storedPca2(db, zid, 'public');
  if (!stored) return null;
  const entry = {
    key: `${stored.math_tick}:${stored.computed_at}`,
    tick: stored.math_tick,
    gzip: stored.pca2_gzip,
  };
  cache.delete(zid);
  cache.set(zid, entry);
  if (cache.size > SERVED_MAX) cache.delete(cache.keys().next().value!);
  return entry;
}

export function mathRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/pca2', async (c) => {
    const conversation = await loadPublicConversation(c, c.req.query('conversation_id'));
    const known = clientTick(c);
    const { db } = c.var;
    const { stamp, runningSince, newVotes } = await mathTick(db, conversation.zid);
    const current = stamp?.math_tick ?? 0;
    const pending = c.var.math.pending(conversation.zid);
    // Running on another instance counts too, unless that run was abandoned (its instance died).
    const runningElsewhere = runningSince !== null && Date.now() - runningSince < STALE_RUN_MS;
    const headers: Record<string, string> = { ETag: `"${current}"`, Vary: 'Accept-Encoding' };
    if (newVotes || pending.scheduled || pending.running || runningElsewhere)
      headers['X-Math-Updating'] = '1';
    if (known >= current) return c.body(null, 304, headers);
    const entry = stamp ? await bodyFor(db, conversation.zid, stamp) : null;
    if (!entry) return c.body(EMPTY_BODY, 200, { ...headers, 'Content-Type': 'application/json' });
    const json = { ...headers, ETag: `"${entry.tick}"`, 'Content-Type': 'application/json' };
    if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
      return c.body(entry.gzip as Uint8Array<ArrayBuffer>, 200, {
        ...json,
        'Content-Encoding': 'gzip',
      });
    }
    return c.body((await gunzipAsync(entry.gzip)).toString('utf8'), 200, json);
  });

  routes.get('/status', async (c) => {
    const conversation = await loadConversation(
      c,
      conversationIdParam(c.req.query('conversation_id')),
    );
    await requireModerator(c, conversation, STATUS_DENIED);
    const row = await mathStatusRow(c.var.db, conversation.zid);
    const pending = c.var.math.pending(conversation.zid);
    return c.json(
      toMathStatus(
        conversation.conversation_id,
        row,
        pending.scheduled || pending.running,
        Date.now(),
      ),
    );
  });

  // The participation page's map, sized by what it draws: mathParticipantMap.ts.
  routes.get('/participantMap', participantMapRoute);

  // The moderation rows' counts, in all and per group: mathStatementVotes.ts.
  routes.get('/statementVotes', statementVotes);

  return routes;
}
