// @postgres-pass: needs PostgreSQL, so `npm run test:postgres` runs it (scripts/test-postgres.sh).
// Two instances on one PostgreSQL behind nginx running deploy/nginx.conf, no sticky sessions:
// they start together on an empty database and end with one signing key; a sign-in whose every
// request lands on the other instance than the last succeeds 10 times out of 10; admin calls with
// the token succeed 20 of 20 on either instance; a participant voting 10 times through the
// balancer stays one participant, and the vote rate limit counts them once: refused at the 61st vote
// through the balancer, as on one instance (docs/deploy.md#a-load-balancer-in-front). Real server
// processes (server/start.ts), the scratch cluster.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountServices } from '../../accounts/services';
import { createMailbox } from '../../accounts/mailer';
import { hashPassword } from '../../accounts/passwords';
import { loadServerConfig } from '../config/config';
import { openDatabase, type Db } from '../db';
import { upsertAccountPassword } from '../auth/accounts';
import { PARTICIPATION_LIMITS } from '../rules/rateLimit';
import { signIn } from '../../../tests/server/support/oidcBrowser';
import { nginxAvailable, startNginx, type Nginx } from '../../../tests/server/support/nginx';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../../tests/server/support/serverProcess';
import { openConversationWithStatements, schemaUrl } from '../../../tests/server/support/instances';

const databaseUrl = process.env.DATABASE_URL;
const title =
  databaseUrl && nginxAvailable()
    ? 'two instances on one PostgreSQL behind nginx'
    : 'two instances on one PostgreSQL behind nginx (skipped: needs PostgreSQL — set DATABASE_URL, e.g. "$(bash scripts/pg-scratch.sh)" — and nginx: apt-get install nginx-light)';
const EMAIL = 'anna.jensen@example.dk';
const PASSWORD = 'korrekt-hest-batteri';

describe.skipIf(!databaseUrl || !nginxAvailable())(title, () => {
  const schema = `instances_${randomBytes(4).toString('hex')}`;
  let db: Db;
  let proxy: Nginx | null = null;
  let servers: ServerProcess[] = [];
  const dataDirs: string[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop(10_000)));
    await proxy?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await db?.close();
  });

  it('share sign-in, keys, tokens and participants', { timeout: 300_000 }, async () => {
    db = await openDatabase({ dataDir: null, databaseUrl: databaseUrl!, schema });
    await upsertAccountPassword(db, {
      email: EMAIL,
      name: 'Anna Jensen',
      passwordHash: await hashPassword(PASSWORD),
      grantSiteAdmin: false,
    });
    const { conversation, ownerPid } = await openConversationWithStatements(db, 'To', 12);

    // The balancer's address is the public origin (and so the issuer) of both instances.
    const ports = [await freePort(), await freePort()];
    proxy = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
    servers = await Promise.all(
      ports.map(async (port) => {
        const dataDir = await mkdtemp(path.join(os.tmpdir(), 'raadslag-instance-'));
        dataDirs.push(dataDir);
        return startServerProcess({
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: schemaUrl(databaseUrl!, schema),
          PUBLIC_ORIGIN: proxy!.url,
          TRUST_PROXY: '1',
        });
      }),
    );

    // Started together on an empty database: one key set, published by both.
    const jwks = await Promise.all(
      servers.map(async (server) => (await fetch(`${server.baseUrl}/oidc/jwks`)).json()),
    );
    expect(jwks[1]).toEqual(jwks[0]);
    const keyRows = await db.query("SELECT name FROM server_secrets WHERE name = 'oidc-keys'");
    expect(keyRows.rows).toHaveLength(1);

    // Sign-in through the balancer: each step of the flow may land on either instance.
    const services = createAccountServices(db, loadServerConfig({ PUBLIC_ORIGIN: proxy.url }), {
      mailer: createMailbox(),
    });
    const accessCookie = (await services.gate.issueCookie()).split(';')[0];
    const issuer = `${proxy.url}/oidc`;
    const tokens: string[] = [];
    for (let i = 0; i < 10; i++)
      tokens.push(await signIn(issuer, proxy.url, EMAIL, PASSWORD, accessCookie));
    expect(tokens.filter((token) => token.split('.').length === 3)).toHaveLength(10);

    // Admin calls with those tokens, alternating instances.
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(`${proxy.url}/api/v3/users`, {
        headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      });
      const body = (await response.json()) as { email?: string };
      answers.push(response.status === 200 && body.email === EMAIL ? 200 : response.status);
    }
    expect(answers).toEqual(Array<number>(20).fill(200));

    // One participant, ten votes, through the balancer: one participant in the database.
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const id = conversation.conversation_id;
    const init = await fetch(`${proxy.url}/api/v3/participationInit?conversation_id=${id}`);
    expect(init.status).toBe(200);
    let next = ((await init.json()) as { nextComment: { tid: number } }).nextComment;
    const pids = new Set<number>();
    for (let i = 0; i < 10; i++) {
      const vote = await fetch(`${proxy.url}/api/v3/votes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ conversation_id: id, tid: next.tid, vote: (i % 3) - 1 }),
      });
      expect(vote.status).toBe(200);
      const body = (await vote.json()) as {
        currentPid: number;
        nextComment: { tid: number };
        auth?: { token: string };
      };
      pids.add(body.currentPid);
      if (body.auth) headers.authorization = `Bearer ${body.auth.token}`;
      next = body.nextComment;
    }
    expect(pids.size).toBe(1);
    const stored = await db.query<{ pids: number; votes: number }>(
      'SELECT count(DISTINCT pid)::int AS pids, count(*)::int AS votes FROM votes WHERE zid = $1 AND pid <> $2',
      [conversation.zid, ownerPid],
    );
    expect(stored.rows[0]).toEqual({ pids: 1, votes: 10 });

    // A participant's vote limit, counted once across both instances: through the balancer the
    // same vote is refused as when one instance serves them all. The limit counts in windows of a
    // minute (on the clock), so the burst starts early enough in one to finish inside it.
    const windowMs = PARTICIPATION_LIMITS.vote.windowMs;
    while (windowMs - (Date.now() % windowMs) < 40_000) await sleep(1_000);
    const roundRobin = await votesUntilRefused(proxy.url, id, next.tid);
    const single = await votesUntilRefused(servers[0].baseUrl, id, next.tid);
    expect(roundRobin.accepted).toBe(PARTICIPATION_LIMITS.vote.max);
    expect(single.accepted).toBe(roundRobin.accepted);
    for (const { refused } of [roundRobin, single]) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Du har stemt mange gange på kort tid\. Vent \d+ sekund(er)? og prøv igen\.$/,
      );
    }
    const limited = await db.query<{ votes: number }>(
      'SELECT count(*)::int AS votes FROM votes WHERE zid = $1 AND pid = $2',
      [conversation.zid, roundRobin.pid],
    );
    expect(limited.rows[0].votes).toBe(PARTICIPATION_LIMITS.vote.max);

    // Both instances did their share.
    expect([...proxy.served().values()].every((count) => count >= 20)).toBe(true);
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new participant votes on one statement at `baseUrl` until refused (at most 100 times). */
async function votesUntilRefused(
  baseUrl: string,
  conversationId: string,
  tid: number,
): Promise<{ accepted: number; refused: Response; pid: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  let pid = -1;
  for (let accepted = 0; accepted < 100; accepted++) {
    const response = await fetch(`${baseUrl}/api/v3/votes`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ conversation_id: conversationId, tid, vote: (accepted % 3) - 1 }),
    });
    if (response.status !== 200) return { accepted, refused: response, pid };
    const body = (await response.json()) as { currentPid: number; auth?: { token: string } };
    pid = body.currentPid;
    if (body.auth) headers.authorization = `Bearer ${body.auth.token}`;
  }
  throw new Error('100 votes and none refused');
}
