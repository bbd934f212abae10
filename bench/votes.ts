// The vote-path section of the benchmark (docs/deploy.md#sizing): on one engine, synthetic
// conversations of 50 and 2,000 statements (bench/voteData.ts), the real server as `npm start` runs
// it, and the loads of bench/voteLoad.ts. Budgets: votes/s at 2,000 statements ≥ 80 % of votes/s at
// 50; vote p99 < 50 ms on PostgreSQL at 200 concurrent (paced) participants. Reported, never
// asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import pg from 'pg';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from '../server/platform/db';
import { freePort, ms, startServer, table, type RunningServer } from './lib';
import { writeVoteBenchData, type VoteBenchConversation } from './voteData';
import { NATIONAL, syntheticConversation } from '../tools/math/bench/syntheticConversation';
import { writeSynthetic } from '../tools/math/bench/writeSynthetic';
import { voteLoad, type VoteLoadResult } from './voteLoad';

export const THROUGHPUT_WORKERS = 8;
export const THROUGHPUT_MS = 6_000;
export const CROWD = 200;
export const CROWD_MS = 20_000;
/** A reader's pause before each vote in the paced crowd: 0.5–2 s, as in the soak. */
export const CROWD_THINK_MS: [number, number] = [500, 2_000];

export interface VoteEngineResult {
  engine: string;
  /** Per statement count: the throughput runs (interleaved, two each). */
  throughput: { statements: number; runs: VoteLoadResult[] }[];
  crowd: VoteLoadResult & { statements: number };
  /** With `participants`: the database's size and the vote table's after the history was written. */
  sizes: DatabaseSizes | null;
  /** With `participants`: how long the crowd waited for the large conversation's first map. */
  firstMapWaitSeconds: number | null;
}

export interface DatabaseSizes {
  votes: number;
  databaseBytes: number;
  voteTableBytes: number;
  voteIndexBytes: number;
}

export interface VoteEngineTarget {
  engine: 'PGlite' | 'PostgreSQL';
  /** PostgreSQL: DATABASE_URL; the data goes into a throw-away schema, dropped afterwards. */
  databaseUrl?: string;
  log: (line: string) => void;
  /**
   * A third conversation of this many participants at the national scale's shape (5,000
   * statements, about 51 votes each: syntheticConversation.ts NATIONAL), written in bulk; the
   * crowd then votes on it (docs/deploy.md#sizing).
   */
  participants?: number;
}

/** The longest the crowd waits for the first map of millions of votes (no votes are cast meanwhile). */
const FIRST_MAP_TIMEOUT_MS = 15 * 60_000;

/**
 * Seconds until the conversation's map and its stability step are stored and nothing runs. The
 * stability figure itself is null with fewer than two groups: its time (stability_ms) says it ran.
 * One plain client beside the server's own pool, polling one row.
 */
async function waitForFirstMap(databaseUrl: string, schema: string, zid: number): Promise<number> {
  const client = new pg.Client({ connectionString: withSchema(databaseUrl, schema) });
  await client.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ ready: boolean }>(
        `SELECT stability_ms IS NOT NULL AND running_since IS NULL AS ready
           FROM math_results WHERE zid = $1`,
        [zid],
      );
      if (rows[0]?.ready) return (Date.now() - started) / 1000;
      if (Date.now() - started > FIRST_MAP_TIMEOUT_MS) {
        throw new Error(`no map of the large conversation after ${FIRST_MAP_TIMEOUT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  } finally {
    await client.end();
  }
}

const best = (runs: VoteLoadResult[]) => Math.max(...runs.map((r) => r.votesPerSecond));

export async function benchVotePath(target: VoteEngineTarget): Promise<VoteEngineResult> {
  const { log } = target;
  const dataDir = mkdtempSync(join(tmpdir(), 'raadslag-bench-votes-'));
  const { databaseUrl } = target;
  const schema = databaseUrl ? `bench_votes_${process.pid}_${Date.now().toString(36)}` : undefined;
  let server: RunningServer | null = null;
  let sizes: DatabaseSizes | null = null;
  try {
    const db = await openDatabase({ dataDir, databaseUrl, schema });
    let conversations: VoteBenchConversation[];
    let largeZid: number | null = null;
    try {
      conversations = await writeVoteBenchData(db);
      if (target.participants) {
        const { input } = syntheticConversation({ ...NATIONAL, participants: target.participants });
        log(
          `  ${target.engine}: writing ${input.votes.pid.length} votes of the large conversation`,
        );
        const { id, zid } = await writeSynthetic(db, input, (line) => log(`  ${line}`));
        largeZid = zid;
        conversations.push({ conversationId: id, statements: input.statements.length });
        sizes = await databaseSizes(db, target.engine);
        log(`  ${target.engine}: ${JSON.stringify(sizes)}`);
      }
    } finally {
      await db.close();
    }
    const port = await freePort();
    server = await startServer(port, {
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      TRUST_PROXY: '1',
      DATABASE_URL: databaseUrl && schema ? withSchema(databaseUrl, schema) : '',
    });
    const baseUrls = [server.baseUrl];
    let prefix = 0;
    const run = (
      c: VoteBenchConversation,
      name: string,
      extra: Partial<Parameters<typeof voteLoad>[0]>,
    ) =>
      voteLoad({
        name,
        baseUrls,
        conversationId: c.conversationId,
        workers: THROUGHPUT_WORKERS,
        durationMs: THROUGHPUT_MS,
        thinkMs: [0, 0],
        addressPrefix: ++prefix,
        ...extra,
      });

    log(`  ${target.engine}: warm-up`);
    for (const c of conversations) await run(c, 'warm-up', { durationMs: 1_500 });
    const throughput = conversations.map((c) => ({
      statements: c.statements,
      runs: [] as VoteLoadResult[],
    }));
    for (let round = 0; round < 2; round++) {
      for (const [i, c] of conversations.entries()) {
        const result = await run(c, `${c.statements} statements`, {});
        log(
          `  ${target.engine}: ${c.statements} statements, ${result.votesPerSecond.toFixed(0)} votes/s, ` +
            `p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
        );
        throughput[i].runs.push(result);
      }
    }
    const largest = conversations[conversations.length - 1];
    // The crowd measures the steady state, a map already there and warm updates every few seconds,
    // not the first map of the large conversation after a start, which reads its millions of votes
    // (docs/deploy.md#at-the-national-scale-100000-participants).
    let firstMapWaitSeconds: number | null = null;
    if (largeZid !== null && databaseUrl) {
      log(`  ${target.engine}: waiting for the large conversation's first map`);
      firstMapWaitSeconds = await waitForFirstMap(databaseUrl, schema!, largeZid);
      log(`  ${target.engine}: first map stored after ${firstMapWaitSeconds.toFixed(0)} s more`);
    }
    log(`  ${target.engine}: ${CROWD} paced participants on ${largest.statements} statements`);
    const crowd = await run(largest, `${CROWD} participants`, {
      workers: CROWD,
      durationMs: CROWD_MS,
      thinkMs: CROWD_THINK_MS,
    });
    log(
      `  ${target.engine}: crowd ${crowd.votesPerSecond.toFixed(0)} votes/s, p50 ${crowd.p50.toFixed(1)} ms, ` +
        `p99 ${crowd.p99.toFixed(1)} ms, ${crowd.errors} errors`,
    );
    return {
      engine: target.engine,
      throughput,
      crowd: { ...crowd, statements: largest.statements },
      sizes,
      firstMapWaitSeconds,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && schema) {
      const admin = await openDatabase({ dataDir: null, databaseUrl });
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    }
  }
}

/** Sizes of what the bench wrote: the schema's (PostgreSQL) or the database's (PGlite) relations. */
async function databaseSizes(db: Db, engine: string): Promise<DatabaseSizes> {
  const { rows } = await db.query<Record<keyof DatabaseSizes, string>>(
    `SELECT (SELECT count(*) FROM votes) AS votes,
       ${engine === 'PostgreSQL' ? `(SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'm'))` : 'pg_database_size(current_database())'} AS "databaseBytes",
       pg_table_size('votes') AS "voteTableBytes",
       pg_indexes_size('votes') AS "voteIndexBytes"`,
  );
  const row = rows[0];
  return {
    votes: Number(row.votes),
    databaseBytes: Number(row.databaseBytes),
    voteTableBytes: Number(row.voteTableBytes),
    voteIndexBytes: Number(row.voteIndexBytes),
  };
}

/** The server's DATABASE_URL: every table in `schema` (as the bench's other PostgreSQL runs). */
function withSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

export function voteSection(results: VoteEngineResult[]): string {
  const rows = results.flatMap(({ engine, throughput }) => {
    const small = best(throughput[0].runs);
    return throughput.map(({ statements, runs }) => {
      const top = best(runs);
      const ratio = top / small;
      return [
        engine,
        statements.toLocaleString('en'),
        runs.map((r) => r.votesPerSecond.toFixed(0)).join(' / '),
        top.toFixed(0),
        `${(ratio * 100).toFixed(0)} %${statements === throughput[0].statements ? '' : ratio >= 0.8 ? ' (within)' : ' (**over**)'}`,
        ms(Math.max(...runs.map((r) => r.p99)), 1),
        String(runs.reduce((n, r) => n + r.errors, 0)),
      ];
    });
  });
  const crowdRows = results.map(({ engine, crowd }) => [
    engine,
    `${crowd.workers} (${CROWD_THINK_MS[0] / 1000}–${CROWD_THINK_MS[1] / 1000} s between votes)`,
    crowd.statements.toLocaleString('en'),
    crowd.votes.toLocaleString('en'),
    crowd.votesPerSecond.toFixed(0),
    ms(crowd.p50, 1),
    ms(crowd.p99, 1),
    engine === 'PostgreSQL' ? (crowd.p99 < 50 ? 'within' : '**over**') : '–',
    String(crowd.errors),
  ]);
  const samples = results.flatMap((r) => [
    ...r.throughput.flatMap((t) => t.runs.flatMap((run) => run.errorSamples)),
    ...r.crowd.errorSamples,
  ]);
  return [
    '## Vote path (POST /votes: the vote and the next statement)',
    '',
    'Conversations that differ only in their number of accepted statements, each with 400 earlier',
    'participants and 16,000 earlier votes (bench/voteData.ts). Anonymous participants as the',
    'participant page plays them (participationInit, then votes on the statement served, up to 30',
    `each, a new participant after that). *Throughput*: ${THROUGHPUT_WORKERS} workers back to back, ` +
      `${THROUGHPUT_MS / 1000} s per run, two runs interleaved;`,
    'budget: votes/s at 2,000 statements ≥ 80 % of votes/s at 50 (best run of each).',
    '',
    table(
      ['database', 'statements', 'votes/s (runs)', 'best', 'of 50', 'p99 (worst run)', 'errors'],
      rows,
    ),
    '',
    `*Crowd*: ${CROWD} participants at once, each pausing ${CROWD_THINK_MS[0] / 1000}–` +
      `${CROWD_THINK_MS[1] / 1000} s before each vote, for ${CROWD_MS / 1000} s; budget: vote p99 < 50 ms on PostgreSQL.`,
    ...results
      .filter((r) => r.firstMapWaitSeconds !== null)
      .map(
        (r) =>
          `On the large conversation (${r.engine}) the crowd started once its first map was stored, ` +
          `${r.firstMapWaitSeconds!.toFixed(0)} s after the throughput runs: it measures the ` +
          'steady state, warm updates of the map every few seconds.',
      ),
    '',
    table(
      [
        'database',
        'participants',
        'statements',
        'votes',
        'votes/s',
        'p50',
        'p99',
        'budget',
        'errors',
      ],
      crowdRows,
    ),
    ...sizeLines(results),
    ...(samples.length ? ['', `Errors (first few): ${samples.slice(0, 5).join('; ')}`] : []),
  ].join('\n');
}

function sizeLines(results: VoteEngineResult[]): string[] {
  const sized = results.filter((r) => r.sizes !== null);
  if (sized.length === 0) return [];
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const perMillion = (bytes: number, votes: number) => mb((bytes / votes) * 1e6);
  return [
    '',
    '*Size* after writing the large conversation (all three conversations; the vote table is ' +
      'stored heap, its indexes apart):',
    '',
    table(
      [
        'database',
        'votes',
        'all tables',
        'vote table',
        'its indexes',
        'per million votes (table / indexes)',
      ],
      sized.map(({ engine, sizes }) => [
        engine,
        sizes!.votes.toLocaleString('en'),
        mb(sizes!.databaseBytes),
        mb(sizes!.voteTableBytes),
        mb(sizes!.voteIndexBytes),
        `${perMillion(sizes!.voteTableBytes, sizes!.votes)} / ${perMillion(sizes!.voteIndexBytes, sizes!.votes)}`,
      ]),
    ),
  ];
}
