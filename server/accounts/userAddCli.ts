// `npm run user:add -- <e-mail> [--admin] [--name "…"]`: makes (or updates) an account and prints
// a one-time link to set its password — the way the first site admin comes to be, never by typing
// an address into a form. With a running server (DATA_DIR/cli.json) it asks that server over
// loopback with the secret from that file; otherwise it opens the database itself.
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../platform/config/config';
import { openDatabase } from '../platform/db';
import { readCliAccess } from './cliAccess';
import { addUser } from './linkFlows';
import { createAccountServices } from './services';
import { CLI_SECRET_HEADER } from './routes/cliRoutes';
import { accountMessages } from './messages';

interface Added {
  created: boolean;
  admin: boolean;
  link: string | null;
}

const USAGE = accountMessages.userAdd.usage;

async function viaServer(
  url: string,
  secret: string,
  body: { email: string; name: string | null; admin: boolean },
): Promise<Added | null> {
  let response: Response;
  try {
    response = await fetch(`${url}/api/account/cli/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [CLI_SECRET_HEADER]: secret },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return null; // no server there any more (a stale cli.json): open the database instead
  }
  const answer = (await response.json()) as Added & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `the server answered ${response.status}`);
  return answer;
}

async function directly(body: { email: string; name: string | null; admin: boolean }) {
  const config = loadServerConfig();
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const outcome = await addUser(createAccountServices(db, config), body);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome;
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { admin: { type: 'boolean', default: false }, name: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length !== 1) throw new Error(USAGE);
  const body = { email: positionals[0], name: values.name ?? null, admin: values.admin ?? false };
  const config = loadServerConfig();
  const access = config.databaseUrl ? null : await readCliAccess(config.dataDir);
  const added =
    (access && (await viaServer(access.url, access.secret, body))) ?? (await directly(body));
  console.log(
    accountMessages.userAdd.done(added.created, body.email.trim().toLowerCase(), added.admin),
  );
  if (added.link) {
    console.log(accountMessages.userAdd.link);
    console.log(added.link);
  } else {
    console.log(accountMessages.userAdd.external);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
