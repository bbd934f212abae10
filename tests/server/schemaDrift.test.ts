// server/platform/db/schema.sql is what the migrations build (docs/architecture.md#database): a
// migration without `npm run db:schema` after it, or a hand edit of the file, fails here.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { freshSchema, SCHEMA_FILE } from '../../tools/db/schemaDump';

describe('schema.sql', () => {
  it('is the schema of a freshly migrated database (npm run db:schema)', async () => {
    const stored = await readFile(SCHEMA_FILE, 'utf8');
    expect(stored === (await freshSchema()), 'run `npm run db:schema`').toBe(true);
    // Migrating a cold PGlite takes seconds, more on a loaded machine.
  }, 120_000);
});
