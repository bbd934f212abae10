// @postgres-pass: needs PostgreSQL, so `npm run test:postgres` runs it (scripts/test-postgres.sh).
// Many participants posting at once on PostgreSQL: each post first brings the near-duplicate index
// up to date (stemIndex.ts), and concurrent index updates used to deadlock on the shared term
// counts, losing the statement with a 500. Now none is lost: every post is answered 200 and every
// acknowledged statement is stored with its text.
import { describe, expect, it } from 'vitest';
import { zidOf } from '../../../tests/server/support/activity';
import { indexMissingStems } from './stemIndex';
import { participationKit } from '../../../tests/server/support/participationKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const enabled = Boolean(process.env.DATABASE_URL);
const title = enabled
  ? 'statements posted concurrently on PostgreSQL'
  : 'statements posted concurrently on PostgreSQL (skipped: needs DATABASE_URL)';

const WRITERS = 50;
/**
 * Per writer. Twenty is plenty: with the index of before the one-indexer lock planted back, 1,000
 * posts met 43 deadlocks (4 %); 60 each cost CI's PostgreSQL lane 100 s for the same verdict.
 */
const STATEMENTS = 20;
/** Shared words, so that every post's index update touches the same term counts. */
const WORDS = ['cykelstier', 'bænke', 'træer', 'parkering', 'busser', 'legepladser', 'torvet'];

/** A statement of writer `w`, its `i`th: the shared words in an order of its own, and its numbers. */
function statementText(w: number, i: number): string {
  const words = WORDS.map((word, k) => ({ word, key: (k * 7919 + w * 31 + i * 17) % 101 }))
    .sort((a, b) => a.key - b.key)
    .map((entry) => entry.word);
  return `Forslag ${w} nummer ${i}: ${words.join(' ')}`;
}

describe.skipIf(!enabled)(title, () => {
  const server = setupTestServer({
    databaseUrl: process.env.DATABASE_URL,
    participation: {
      limits: {
        comment: { max: 10_000, windowMs: 60_000 },
        newParticipant: { max: 10_000, windowMs: 60_000 },
        vote: { max: 10_000, windowMs: 60_000 },
      },
    },
  });
  const kit = participationKit(server);

  it(
    `stores every statement of ${WRITERS} writers × ${STATEMENTS}, none answered 500`,
    { timeout: 600_000 },
    async () => {
      const { id } = await kit.setup(['Et udsagn om cykelstier og træer ved torvet']);
      const statuses = new Map<number, number>();
      const acknowledged = new Map<number, string>();
      const writer = async (w: number) => {
        let token: string | undefined;
        for (let i = 0; i < STATEMENTS; i++) {
          const txt = statementText(w, i);
          const answer = await kit.statement(token, { conversation_id: id, txt });
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status !== 200) continue;
          token ??= answer.body.auth?.token;
          acknowledged.set(answer.body.tid, txt);
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

      expect(Object.fromEntries(statuses)).toEqual({ 200: WRITERS * STATEMENTS });
      const zid = await zidOf(server().db, id);
      const { rows } = await server().db.query<{ tid: number; txt: string }>(
        'SELECT tid, txt FROM comments WHERE zid = $1 AND tid = ANY($2::int[])',
        [zid, [...acknowledged.keys()]],
      );
      expect(new Map(rows.map((row) => [row.tid, row.txt]))).toEqual(acknowledged);
      // The index catches up with what the last posts left (a check indexes before it reads), and
      // each term was counted once per statement.
      while ((await indexMissingStems(server().db, zid)) > 0);
      const { rows: counts } = await server().db.query<{ unindexed: number; n: number }>(
        `SELECT (SELECT count(*) FROM comments WHERE zid = $1 AND NOT stems_indexed) AS unindexed,
                (SELECT n FROM comment_term_counts WHERE zid = $1 AND term = 'træer') AS n`,
        [zid],
      );
      expect(counts[0].unindexed).toBe(0);
      expect(counts[0].n).toBe(WRITERS * STATEMENTS + 1);
    },
  );
});
