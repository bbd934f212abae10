// bench:moderation beside upstream Polis (docs/upstream.md#speed-beside-upstream): the calls of
// moderationListSpecs on our server and on an upstream server holding the same 1,000 statements,
// on the same PostgreSQL, in alternating rounds (ours, then upstream's, call by call), so that
// both see the same share of a shared machine's load. Upstream is started by hand; it is named by
// UPSTREAM_URL, UPSTREAM_COOKIE (its `token2=…; uid2=…` of the conversation's owner) and
// UPSTREAM_CONVERSATION.
import { loadavg } from 'node:os';
import { median, table } from './lib';
import { loadLoop, type LoadSpec } from './server';

export interface Upstream {
  baseUrl: string;
  cookie: string;
  conversationId: string;
}

export function upstreamFromEnv(env = process.env): Upstream | null {
  const baseUrl = env.UPSTREAM_URL?.trim();
  if (!baseUrl) return null;
  const cookie = env.UPSTREAM_COOKIE?.trim();
  const conversationId = env.UPSTREAM_CONVERSATION?.trim();
  if (!cookie || !conversationId) {
    throw new Error('UPSTREAM_URL needs UPSTREAM_COOKIE and UPSTREAM_CONVERSATION');
  }
  return { baseUrl, cookie, conversationId };
}

/** Req/s of each call per round, ours and upstream's, and the ratio of their medians. */
export async function sideBySide(
  ours: LoadSpec[],
  theirs: LoadSpec[],
  rounds: number,
  log: (line: string) => void,
): Promise<string> {
  const rps = ours.map(() => ({ ours: [] as number[], theirs: [] as number[], errors: 0 }));
  const loads: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    loads.push(loadavg()[0]);
    for (let i = 0; i < ours.length; i++) {
      log(`  round ${round}/${rounds}: ${ours[i].name}`);
      const a = await loadLoop(ours[i]);
      const b = await loadLoop(theirs[i]);
      rps[i].ours.push(a.rps);
      rps[i].theirs.push(b.rps);
      rps[i].errors += a.errors + b.errors;
    }
  }
  const rows = ours.map((spec, i) => {
    const [o, t] = [median(rps[i].ours), median(rps[i].theirs)];
    return [
      spec.name,
      rps[i].ours.map((v) => v.toFixed(0)).join(' / '),
      rps[i].theirs.map((v) => v.toFixed(0)).join(' / '),
      `${(o / t).toFixed(2)} ×`,
      String(rps[i].errors),
    ];
  });
  return [
    `Beside upstream Polis (${rounds} alternating rounds, 4 clients, same PostgreSQL; load average ` +
      `at the rounds' starts ${loads.map((l) => l.toFixed(1)).join(', ')}):`,
    '',
    table(['request', 'ours req/s', 'upstream req/s', 'median ratio', 'errors'], rows),
  ].join('\n');
}
