// GET /math/participantMap?conversation_id=X — the participation page's map (docs/api.md
// #get-mathparticipantmap): the shown groups' outlines, sizes and top statements, the majority
// view, and the caller's own place (by their participant token; projected when they were placed
// after the stored result). Sized by what it draws, not by the conversation: /math/pca2 stays for
// upstream clients and the admin. Public like the participation page; a statement participants may
// not see now is left out (its text is read at answer time, visible ones only). ETag names the
// stored result and the caller's place; 304 when the client has it.
import type { Context } from 'hono';
import type { ParticipantMap } from '../../../contract/types';
import type { AppEnv } from '../../platform/http/context';
import { loadPublicConversation } from '../../participation';
import { placeOf } from '../service/participantPlace';
import type { StoredParticipantMap } from '../engine/participantMap';
import { withTexts } from '../present/participantMap';
import { mathTick } from '../repo/mathResults';
import { loadParticipantMap, visibleTexts } from '../repo/participantPlacement';
import { lowestPublicMod } from '../../platform/rules/commentListQuery';
import { STALE_RUN_MS } from '../present/mathStatus';

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Before the first result stored with a participants' map. */
const EMPTY: StoredParticipantMap = {
  math_tick: 0,
  computed_at: null,
  vote_count: 0,
  groups_reason: 'no_votes',
  threshold: 7,
  placed: 0,
  groups: [],
  small: { groups: 0, participants: 0 },
  majority: { agree: [], disagree: [] },
};

export async function participantMapRoute(c: Context<AppEnv>) {
  const conversation = await loadPublicConversation(c, c.req.query('conversation_id'));
  const { db } = c.var;
  const claims = c.var.participant;
  const pid = claims && claims.conversation_id === conversation.conversation_id ? claims.pid : null;
  const [loaded, ticks] = await Promise.all([
    loadParticipantMap(db, conversation.zid),
    mathTick(db, conversation.zid),
  ]);
  const stored = loaded?.map ?? EMPTY;
  const you = loaded && pid !== null ? await placeOf(db, conversation.zid, loaded, pid) : null;
  const pending = c.var.math.pending(conversation.zid);
  const runningElsewhere =
    ticks.runningSince !== null && Date.now() - ticks.runningSince < STALE_RUN_MS;
  const headers: Record<string, string> = {};
  if (ticks.newVotes || pending.scheduled || pending.running || runningElsewhere)
    headers['X-Math-Updating'] = '1';
  // The answer changes with the stored result and with the caller's place (a projection moves as
  // they vote), so both name it.
  const place = you
    ? `${you.projected ? 'p' : 's'}${you.group_id}:${round(you.x)}:${round(you.y)}`
    : 'n';
  const etag = `"${loaded?.tick ?? 0}-${pid ?? 'x'}-${place}"`;
  headers.ETag = etag;
  const sent = (c.req.header('If-None-Match') ?? '').split(',').map((tag) => tag.trim());
  if (sent.includes(etag) || sent.includes(`W/${etag}`)) return c.body(null, 304, headers);

  const cited = [
    ...stored.groups.flatMap((g) => g.statements.map((s) => s.tid)),
    ...stored.majority.agree.map((s) => s.tid),
    ...stored.majority.disagree.map((s) => s.tid),
  ];
  const texts = await visibleTexts(db, conversation.zid, cited, lowestPublicMod(conversation));
  const body: ParticipantMap = {
    ...stored,
    ...withTexts(stored, texts),
    you: you && { ...you, x: round(you.x), y: round(you.y) },
  };
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body);
}
