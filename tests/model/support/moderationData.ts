// The moderation screen's test data: four statements in a fresh conversation on the test server
// (two pending, one of them flagged by the automatic moderator; one accepted; one rejected), a way
// to put the database back to that arrangement, and the same lists as the chart's sample output.
import type { ModerationComment } from '../../../contract/moderationList';
import type { ModValue } from '../../../contract/types';
import type { ModerationLists } from '../../../src/machines/moderation/moderationLists';
import type { TestServer } from '../../server/support';
import { addParticipants, castVotes, zidOf, type TestVote } from '../../server/support/activity';

interface SeededComment {
  tid: number;
  txt: string;
  mod: ModValue;
  active: boolean;
  is_meta: boolean;
}

const SEEDED: readonly SeededComment[] = [
  { tid: 0, txt: 'Der skal plantes flere træer langs åen.', mod: 0, active: true, is_meta: false },
  { tid: 1, txt: 'Køb billige solbriller på nettet i dag!', mod: 0, active: false, is_meta: false },
  { tid: 2, txt: 'Busserne skal køre oftere om aftenen.', mod: 1, active: true, is_meta: false },
  { tid: 3, txt: 'Torvet skal være bilfrit om lørdagen.', mod: -1, active: true, is_meta: false },
];

export const textOf = (tid: number): string => SEEDED.find((c) => c.tid === tid)!.txt;

/** Each statement's votes as plantCampVotes casts them: [agree, disagree, pass]. */
const PLANTED: Record<number, [number, number, number]> = {
  0: [6, 6, 0],
  1: [0, 0, 12],
  2: [6, 6, 0],
  3: [0, 0, 0],
};

const asComment = (c: SeededComment): ModerationComment => ({
  ...c,
  agree_count: PLANTED[c.tid][0],
  disagree_count: PLANTED[c.tid][1],
  pass_count: PLANTED[c.tid][2],
  count: PLANTED[c.tid].reduce((a, b) => a + b, 0),
  near_duplicate: null,
  duplicate_of: null,
  flag_reasons: null,
  pid: 0,
  created: 0,
  is_seed: true,
  velocity: 1,
  lang: null,
  quote_src_url: null,
  conversation_id: 'c000000001',
});

/** The three lists as GET /comments answers them for the seeded database. */
export const SEEDED_LISTS: ModerationLists = {
  pending: SEEDED.filter((c) => c.mod === 0).map(asComment),
  accepted: SEEDED.filter((c) => c.mod === 1).map(asComment),
  rejected: SEEDED.filter((c) => c.mod === -1).map(asComment),
};

/** Posts the statements (as the owner's seeds), then sets their moderation as SEEDED says. */
export async function seedComments(server: TestServer, token: string, conversationId: string) {
  for (const { txt } of SEEDED) {
    const response = await server.request('/api/v3/comments', {
      method: 'POST',
      token,
      json: { txt, pid: -1, conversation_id: conversationId, is_seed: true },
    });
    if (response.status !== 200) throw new Error(`seed: ${await response.text()}`);
  }
  await restoreSeeded(server, conversationId);
}

/** Puts every statement back to its SEEDED moderation (another moderator undid our changes). */
export async function restoreSeeded(server: TestServer, conversationId: string) {
  const zid = await zidOf(server.db, conversationId);
  for (const c of SEEDED) {
    await server.db.query(
      'UPDATE comments SET mod = $3, active = $4, is_meta = $5 WHERE zid = $1 AND tid = $2',
      [zid, c.tid, c.mod, c.active, c.is_meta],
    );
  }
}

/** Participants per camp in plantCampVotes. */
export const PER_CAMP = 6;

/**
 * Two opposed camps of PER_CAMP participants: camp A agrees with statement 0 and disagrees with 2,
 * camp B the other way round; everyone passes on 1; nobody votes on 3. Then the math runs, so the
 * server has two opinion groups.
 */
export async function plantCampVotes(server: TestServer, conversationId: string) {
  const zid = await zidOf(server.db, conversationId);
  const pids = await addParticipants(server.db, zid, 2 * PER_CAMP);
  const votes: TestVote[] = [];
  let created = Date.UTC(2025, 2, 1);
  pids.forEach((pid, i) => {
    const campA = i % 2 === 0;
    votes.push({ pid, tid: 0, vote: campA ? -1 : 1, created: created++ });
    votes.push({ pid, tid: 1, vote: 0, created: created++ });
    votes.push({ pid, tid: 2, vote: campA ? 1 : -1, created: created++ });
  });
  await castVotes(server.db, zid, votes);
  await server.math.catchUp();
  await server.math.flush();
}
