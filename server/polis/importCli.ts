// `npm run import:polis -- <folder> [--owner e-mail]`: creates a conversation from a Polis export
// folder (comments.csv, votes.csv, participants-votes.csv, summary.csv — or participants-votes.csv
// alone) and prints its admin address. With a running server (DATA_DIR/cli.json) the server does
// the import over loopback with the secret from that file, and schedules the opinion groups at
// once; otherwise the CLI opens the database itself (PGlite or DATABASE_URL) and the groups are
// computed when the server next starts. Either way one transaction: refused means nothing stored.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readCliAccess } from '../accounts';
import { loadServerConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db';
import { CLI_SECRET_HEADER } from '../accounts';
import { importPolisFolder } from './importPolis';
import { polisMessages } from './messages';

interface Imported {
  conversation_id: string;
  topic: string;
  participants: number;
  comments: number;
  votes: number;
}

interface Request {
  folder: string;
  owner: string | null;
}

/** The server's answer, or null when no server answers (a stale cli.json). */
async function viaServer(url: string, secret: string, body: Request): Promise<Imported | null> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/account/cli/import-polis`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLI_SECRET_HEADER]: secret },
      body: JSON.stringify(body),
      // A large conversation takes a while to write; the server does it in one transaction.
      signal: AbortSignal.timeout(600_000),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') throw error;
    return null;
  }
  const answer = (await response.json()) as Imported & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `Serveren svarede ${response.status}.`);
  return answer;
}

async function directly(body: Request): Promise<Imported> {
  const config = loadServerConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { zid: _zid, ...imported } = await importPolisFolder(db, {
      folder: body.folder,
      ownerEmail: body.owner,
    });
    return imported;
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { owner: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(polisMessages.usage);
  const body: Request = { folder: resolve(positionals[0]), owner: values.owner ?? null };
  const config = loadServerConfig();
  const access = await readCliAccess(config.dataDir);
  const started = performance.now();
  const imported =
    (access && (await viaServer(access.url, access.secret, body))) ?? (await directly(body));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(polisMessages.imported(imported.topic, seconds, imported));
  console.log(`Administration: ${config.publicOrigin}/m/${imported.conversation_id}`);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
