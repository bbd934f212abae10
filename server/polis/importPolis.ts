// Imports a Polis export folder as a new conversation: find the owner, read and check the folder
// (nothing is written before the whole folder has passed), then write it in one transaction. Used
// by the server's CLI route (POST /api/account/cli/import-polis) and by `npm run import:polis`
// when no server is running.
import { isAbsolute } from 'node:path';
import type { Db } from '../platform/db';
import { PolisExportError } from './csvTable';
import { readPolisExport } from './readPolisExport';
import { planImport } from './importPlan';
import { FolderRefused, planImportInWorker } from './planInWorker';
import { writeImport, type ImportedConversation } from './importWrite';
import { polisMessages } from './messages';

/** A refusal the operator can act on; nothing was written. */
export class ImportRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportRefused';
  }
}

export interface ImportRequest {
  /** An absolute path to the folder. */
  folder: string;
  /** The owner's e-mail; none: the first site administrator. */
  ownerEmail: string | null;
  now?: number;
  /**
   * Read and check the folder in a worker thread (planInWorker.ts): the server's CLI route does,
   * so that it keeps answering meanwhile; the offline CLI has nothing else to answer.
   */
  inWorker?: boolean;
}

async function findOwner(db: Db, email: string | null): Promise<number> {
  if (email !== null) {
    const normalised = email.trim().toLowerCase();
    const { rows } = await db.query<{ uid: number }>('SELECT uid FROM users WHERE email = $1', [
      normalised,
    ]);
    if (!rows[0]) {
      throw new ImportRefused(polisMessages.noSuchOwner(normalised));
    }
    return rows[0].uid;
  }
  const { rows } = await db.query<{ uid: number }>(
    'SELECT uid FROM users WHERE is_site_admin ORDER BY created, uid LIMIT 1',
  );
  if (!rows[0]) {
    throw new ImportRefused(polisMessages.noAdministrator);
  }
  return rows[0].uid;
}

export async function importPolisFolder(
  db: Db,
  request: ImportRequest,
): Promise<ImportedConversation & { topic: string }> {
  if (!isAbsolute(request.folder)) {
    throw new ImportRefused(polisMessages.folderNotAbsolute(request.folder));
  }
  const ownerUid = await findOwner(db, request.ownerEmail);
  const now = request.now ?? Date.now();
  let plan;
  try {
    plan = request.inWorker
      ? await planImportInWorker(request.folder, now)
      : planImport(
          readPolisExport(request.folder, { commentsOptional: true }),
          request.folder,
          now,
        );
  } catch (error) {
    if (error instanceof PolisExportError || error instanceof FolderRefused) {
      throw new ImportRefused(polisMessages.folderRefused(error.message));
    }
    throw error;
  }
  const imported = await writeImport(db, ownerUid, plan);
  return { ...imported, topic: plan.topic };
}
