// The database for a command-line tool that writes (npm run seed:demo, npm run topics): the one the
// server uses (DATA_DIR's PGlite or DATABASE_URL). With PGlite, while a server (or another tool)
// has DATA_DIR, the tool is refused with the same message the server gives — who holds it and
// what to do — and exits 1 without touching anything. On PostgreSQL tools and servers share.
import type { ServerConfig } from '../config/config';
import { DataDirInUseError } from './dataDirLock';
import { openDatabase, type Db } from './index';

/** The database, or null after printing why not (process.exitCode is then 1). */
export async function openCliDatabase(config: ServerConfig): Promise<Db | null> {
  try {
    return await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
    return null;
  }
}
