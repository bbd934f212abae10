// Steps the opinion-group tests share: a conversation with two planted camps (half agree with the
// first statements and disagree with the rest, half the other way round), and the math calls as a
// client makes them (GET /math/pca2 as anyone, GET /math/status as the owner).
import { gunzipSync } from 'node:zlib';
import type { MathStatus, Pca2 } from '../../../contract/types';
import { addParticipants, castVotes, zidOf, type TestVote } from './activity';
import type { TestServer } from './createTestServer';
import { participationKit } from './participationKit';

export const CAMP_STATEMENTS = [
  'Flere cykelstier i midtbyen',
  'Færre parkeringspladser ved torvet',
  'Gågade på hele Åboulevarden',
  'Billigere parkering i P-husene',
  'Flere vejbaner ind mod byen',
  'Gratis parkering om lørdagen',
];

export interface Pca2Reply {
  status: number;
  headers: Headers;
  body: Pca2 | null;
}

export function mathKit(server: () => TestServer) {
  const participation = participationKit(server);
  /** The owner's token per conversation made here: /math/status is for moderators. */
  const owners = new Map<string, string>();
  const kit = {
    participation,
    /** Alice's conversation with the camp statements; no votes yet. */
    async conversation(settings: Record<string, unknown> = {}) {
      const { alice, id } = await participation.setup(CAMP_STATEMENTS, settings);
      owners.set(id, alice.token);
      return { alice, id, zid: await zidOf(server().db, id) };
    },
    /**
     * `perCamp` participants in each of two camps, voting on every statement (written straight to
     * the database, in time order from `from`). Camp A agrees with tids 0–2 and disagrees with 3–5.
     */
    async plantCamps(zid: number, perCamp: number, from = Date.UTC(2025, 0, 1)) {
      const pids = await addParticipants(server().db, zid, 2 * perCamp);
      const votes: TestVote[] = [];
      let time = from;
      pids.forEach((pid, i) => {
        const campA = i % 2 === 0;
        for (let tid = 0; tid < CAMP_STATEMENTS.length; tid++) {
          const pro = tid < 3 ? campA : !campA;
          votes.push({ pid, tid, vote: pro ? -1 : 1, created: time++ });
        }
      });
      await castVotes(server().db, zid, votes);
      return { campA: pids.filter((_, i) => i % 2 === 0), campB: pids.filter((_, i) => i % 2) };
    },
    async pca2(id: string, init: { query?: string; headers?: Record<string, string> } = {}) {
      const response = await server().request(
        `/api/v3/math/pca2?conversation_id=${id}${init.query ?? ''}`,
        { headers: init.headers },
      );
      let body: Pca2 | null = null;
      if (response.status === 200) {
        const bytes = new Uint8Array(await response.arrayBuffer());
        const text =
          response.headers.get('Content-Encoding') === 'gzip'
            ? gunzipSync(bytes).toString('utf8')
            : new TextDecoder().decode(bytes);
        body = JSON.parse(text) as Pca2;
      }
      return { status: response.status, headers: response.headers, body } satisfies Pca2Reply;
    },
    /** GET /math/status as the conversation's owner (or with the token given). */
    async status(id: string, token = owners.get(id)): Promise<MathStatus> {
      const response = await server().request(`/api/v3/math/status?conversation_id=${id}`, {
        token,
      });
      if (response.status !== 200) throw new Error(`status: ${await response.text()}`);
      return (await response.json()) as MathStatus;
    },
  };
  return kit;
}
