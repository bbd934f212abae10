// GET /math/statementVotes?conversation_id=X — for the moderation rows: each statement's agree /
// disagree / pass now, and how each opinion group voted on it, from the stored math result's
// group-votes (A agrees, D disagrees, S seen: pass = S − A − D). Moderators only (owner, site
// administrator), like the moderation lists it goes with: it covers pending and rejected statements,
// which the public never sees. Errors in Danish; an unknown conversation is a 404 as /math/status.
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Context } from 'hono';
import type { StatementVotes, VoteSplit } from '../../../contract/statementVotes';
import type { Pca2 } from '../../../contract/types';
import { conversationIdParam, loadConversation, requireModerator } from '../../conversations';
import type { AppEnv } from '../../platform/http/context';
import { storedPca2 } from '../repo/mathResults';
import { currentVoteSplits } from '../repo/statementVotes';
import { mathMessages } from '../messages';

const gunzipAsync = promisify(gunzip);
const DENIED = {
  error: 'polis_err_statement_votes_need_moderation_permission',
  message: mathMessages.statementVotesDenied,
};

type GroupVotes = Pca2['group-votes'];

/** The stored result's groups and their votes per statement; none before the first result. */
async function storedGroups(c: Context<AppEnv>, zid: number) {
  const stored = await storedPca2(c.var.db, zid);
  if (!stored) return { tick: 0, groupVotes: {} as GroupVotes };
  const body = JSON.parse((await gunzipAsync(stored.pca2_gzip)).toString('utf8')) as Partial<Pca2>;
  return { tick: stored.math_tick, groupVotes: body['group-votes'] ?? {} };
}

export async function statementVotes(c: Context<AppEnv>) {
  const conversation = await loadConversation(
    c,
    conversationIdParam(c.req.query('conversation_id')),
  );
  await requireModerator(c, conversation, DENIED);
  const [current, { tick, groupVotes }] = await Promise.all([
    currentVoteSplits(c.var.db, conversation.zid),
    storedGroups(c, conversation.zid),
  ]);
  const groups = Object.values(groupVotes)
    .map((group) => ({ id: group.id, size: group['n-members'] }))
    .sort((a, b) => a.id - b.id);
  const statements: StatementVotes['statements'] = {};
  for (const [tid, split] of current) {
    const byGroup: Record<string, VoteSplit> = {};
    for (const { id } of groups) {
      const counts = groupVotes[String(id)].votes[String(tid)];
      if (!counts) continue;
      byGroup[id] = {
        agree: counts.A,
        disagree: counts.D,
        pass: Math.max(0, counts.S - counts.A - counts.D),
      };
    }
    statements[tid] = { ...split, groups: byGroup };
  }
  const body: StatementVotes = {
    conversation_id: conversation.conversation_id,
    math_tick: tick,
    groups,
    statements,
  };
  return c.json(body);
}
