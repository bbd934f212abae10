// npm run seed:demo -- --owner <e-mail> [--name <name>]
// Adds the demo conversation "Fremtidens bymidte i Aarhus" (300 participants, ~6 000 votes, 80
// statements, 3 reports) to the configured database (DATA_DIR's PGlite or DATABASE_URL), owned
// by the user with that e-mail, created if missing. Signing in with that e-mail through the
// embedded provider makes you that user. With PGlite, refused while the server runs (its DATA_DIR
// belongs to one process): stop the server first.
import { parseArgs } from 'node:util';
import { loadServerConfig } from '../platform/config/config';
import { openCliDatabase } from '../platform/db/cliDatabase';
import { seedDemo } from './seedDemo';
import { runTopicPipeline } from '../topics/pipeline';

const USAGE = 'Brug: npm run seed:demo -- --owner <e-mail> [--name <navn>]';
const EMAIL = /^[^\s@]+@[^\s@]+$/;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { owner: { type: 'string' }, name: { type: 'string' } },
  });
  const email = values.owner?.trim().toLowerCase();
  if (!email || !EMAIL.test(email)) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadServerConfig();
  const db = await openCliDatabase(config);
  if (!db) return;
  try {
    const started = performance.now();
    const hname = values.name?.trim() || email.split('@')[0];
    const seeded = await seedDemo(db, { owner: { email, hname } });
    await runTopicPipeline(db, seeded.conversation_id);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Demosamtale oprettet på ${seconds} s: ${seeded.participants} deltagere, ` +
        `${seeded.comments} udsagn, ${seeded.votes} stemmer, ${seeded.reports} rapporter.`,
    );
    console.log(`Ejer: ${email}. Åbn ${config.publicOrigin}/m/${seeded.conversation_id}`);
  } finally {
    await db.close();
  }
}

await main();
