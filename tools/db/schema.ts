// `npm run db:schema`: migrates an empty in-memory database and writes its schema to
// server/platform/db/schema.sql, so cast_vote, next_comment and every table read in one file
// (docs/architecture.md#database). tests/server/schemaDrift.test.ts fails when it is out of date.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { freshSchema, SCHEMA_FILE } from './schemaDump';

await writeFile(SCHEMA_FILE, await freshSchema());
console.log(`wrote ${relative(process.cwd(), SCHEMA_FILE)}`);
