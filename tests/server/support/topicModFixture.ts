// Shared set-up of the /topicMod route tests: a test server, a conversation owned by alice with
// 12 statements and a hand-made topic model, and request helpers.
import type { Db } from '../../../server/platform/db';
import { replaceTopicModel } from '../../../server/topics/repo/topicModel';
import { createConversationVia, signIn, type SignedIn, type TestEngine } from './';
import { setupTestServer } from './vitest';
import { insertStatements } from '../../../server/topics/insertStatements';

export const ADMIN = 'admin@test.local';
const API = '/api/v3/topicMod';

/**
 * A conversation with 12 statements and a hand-made model: layer 0 has clusters 0 (tids 0–3),
 * 1 (4–7) and 2 (8–11); layer 1 has 0 (0–7) and 1 (8–11). Statement 10's position is infinite
 * and 11's NaN: neither may ever be emitted.
 */
export async function seedModel(db: Db, conversationId: string): Promise<void> {
  const texts = Array.from(
    { length: 12 },
    (_, i) => `Udsagn nummer ${i} om emne ${Math.floor(i / 4)}`,
  );
  await insertStatements(db, conversationId, texts);
  const { rows } = await db.query<{ zid: number }>('SELECT zid FROM zinvites WHERE zinvite = $1', [
    conversationId,
  ]);
  const layer0 = [0, 1, 2].map((cluster) => ({ layer: 0, cluster }));
  const layer1 = [0, 1].map((cluster) => ({ layer: 1, cluster }));
  await replaceTopicModel(db, rows[0].zid, {
    modelName: 'test-model',
    createdAt: 1_700_000_000_000,
    topics: [...layer0, ...layer1].map(({ layer, cluster }) => ({
      layer,
      cluster,
      key: `${conversationId}#${layer}#${cluster}`,
      name: `Emne ${layer}.${cluster}`,
    })),
    assignments: texts.flatMap((_, tid) => [
      { layer: 0, cluster: Math.floor(tid / 4), tid, weight: 0.5 },
      { layer: 1, cluster: tid < 8 ? 0 : 1, tid, weight: 0.25 },
    ]),
    positions: texts.map((_, tid) => ({
      tid,
      x: tid === 10 ? Infinity : tid,
      y: tid === 11 ? NaN : -tid,
    })),
  });
}

type TopicsBody = {
  topics_by_layer: Record<string, Record<string, { moderation: Record<string, unknown> }>>;
};

/** Call at the top of a describe block: the server lives for the block, emptied before each test. */
export function topicModSuite(engine: TestEngine) {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  let owner: SignedIn;
  let cid: string;

  const suite = {
    server,
    db,
    owner: () => owner,
    cid: () => cid,
    key: (layer: number, cluster: number) => `${cid}#${layer}#${cluster}`,
    /** alice, her conversation, and the seeded model. */
    async setup(options: { seed?: boolean } = {}): Promise<void> {
      owner = await signIn(server(), 'alice');
      cid = (await createConversationVia(server(), owner.token)).conversation_id;
      if (options.seed !== false) await seedModel(db(), cid);
    },
    get: (path: string, token?: string, init: RequestInit = {}) =>
      server().request(`${API}${path}`, { token, ...init }),
    moderate: (json: unknown, token = owner.token) =>
      server().request(`${API}/moderate`, { method: 'POST', token, json }),
    commentRows: async (tids: number[]) =>
      (
        await db().query<{ tid: number; mod: number; is_meta: boolean; active: boolean }>(
          `SELECT c.tid, c.mod, c.is_meta, c.active FROM comments c JOIN zinvites z ON z.zid = c.zid
           WHERE z.zinvite = $1 AND c.tid = ANY($2::integer[]) ORDER BY c.tid`,
          [cid, tids],
        )
      ).rows,
    topicsOf: async (token = owner.token) =>
      (await (await suite.get(`/topics?conversation_id=${cid}`, token)).json()) as TopicsBody,
  };
  return suite;
}
