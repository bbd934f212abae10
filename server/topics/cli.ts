// `npm run topics -- <conversation_id> [--seed <n>]`: generates a conversation's topics in the
// database the server uses (DATA_DIR or DATABASE_URL, as `npm start` reads them). Exit codes:
// 0 done, 1 refused (unknown conversation, too few statements), 2 wrong usage.
// With the embedded PGlite database, refused while the server runs (DATA_DIR is one process's
// alone): stop the server first.
import { loadServerConfig } from '../platform/config/config';
import { openCliDatabase } from '../platform/db/cliDatabase';
import { isConversationId } from '../platform/rules/conversationId';
import { DEFAULT_SEED } from './computeTopics';
import { runTopicPipeline, TooFewStatementsError, UnknownConversationError } from './pipeline';
import { topicMessages } from './messages';

const USAGE = topicMessages.cli.usage;

function parseArguments(args: string[]): { conversationId: string; seed: number } | null {
  let conversationId: string | undefined;
  let seed = DEFAULT_SEED;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    const seedText = arg === '--seed' ? args[++i] : arg.startsWith('--seed=') ? arg.slice(7) : null;
    if (seedText !== null) {
      if (seedText === undefined || !/^\d+$/.test(seedText)) return null;
      seed = Number(seedText);
    } else if (conversationId === undefined && isConversationId(arg)) {
      conversationId = arg;
    } else {
      return null;
    }
  }
  return conversationId === undefined ? null : { conversationId, seed };
}

async function main(): Promise<number> {
  const parsed = parseArguments(process.argv.slice(2));
  if (!parsed) {
    console.error(USAGE);
    return 2;
  }
  const config = loadServerConfig();
  const db = await openCliDatabase(config);
  if (!db) return 1;
  try {
    const summary = await runTopicPipeline(db, parsed.conversationId, { seed: parsed.seed });
    const layers = summary.layers
      .map(({ layer, topics }) => topicMessages.cli.layer(layer, topics))
      .join(', ');
    console.log(
      topicMessages.cli.ran({
        conversationId: summary.conversationId,
        statements: summary.statementCount,
        layers,
        model: summary.modelName,
        seed: parsed.seed,
        seconds: (summary.millis / 1000).toFixed(1),
      }),
    );
    return 0;
  } catch (error) {
    if (error instanceof TooFewStatementsError || error instanceof UnknownConversationError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
