// Delete a conversation and find nothing of it in any table
// (docs/privacy.md#deleting-a-conversation), in the e2e run itself. The journey's server is a
// PGlite process of its own, whose database nothing else may open while it runs; so a journey that
// deletes a conversation notes its public id and texts of it here, and `run.ts` looks for them
// after the journeys, once the server has stopped. Every table is read from information_schema, so
// a table added later is checked without a change here.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../server/platform/db';

interface Deleted {
  /** The public conversation id (zinvite). */
  id: string;
  /** Texts only that conversation held (a participant's own statement, say). */
  texts: string[];
}

const noteFile = (dataDir: string) => join(dataDir, 'deleted-conversations.jsonl');

/** Called by a journey once the owner has deleted a conversation. */
export function noteDeletedConversation(deleted: Deleted): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir) appendFileSync(noteFile(dataDir), `${JSON.stringify(deleted)}\n`);
}

/**
 * What is left of the noted conversations, one line per table and column: rows whose `zid` no
 * conversation has any more (a deleted conversation's zid cannot be looked up, so every orphan
 * counts), and text columns that still mention a noted id or text. Empty when nothing is left,
 * or when no journey deleted anything (E2E_ONLY).
 */
export async function deletedLeftovers(dataDir: string): Promise<string[]> {
  if (!existsSync(noteFile(dataDir))) return [];
  const noted = readFileSync(noteFile(dataDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Deleted);
  const db = await openDatabase({ dataDir });
  try {
    const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
         AND (c.column_name = 'zid' OR c.data_type IN ('text', 'character varying', 'jsonb'))`,
    );
    const found: string[] = [];
    /** Counts the rows of `table` that match; a match is noted as `table.column: n (what)`. */
    const count = async (
      table: string,
      column: string,
      what: string,
      where: string,
      params: unknown[] = [],
    ) => {
      const { rows } = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM "${table}" WHERE ${where}`,
        params,
      );
      if (Number(rows[0].n) > 0) found.push(`${table}.${column}: ${rows[0].n} (${what})`);
    };
    for (const { table_name: table, column_name: column } of columns) {
      if (column === 'zid') {
        if (table === 'conversations') continue;
        await count(
          table,
          column,
          'a zid no conversation has',
          'zid NOT IN (SELECT zid FROM conversations)',
        );
        continue;
      }
      for (const needle of noted.flatMap((d) => [d.id, ...d.texts])) {
        await count(table, column, needle, `"${column}"::text LIKE $1`, [`%${needle}%`]);
      }
    }
    return found;
  } finally {
    await db.close();
  }
}
