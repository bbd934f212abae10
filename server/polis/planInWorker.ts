// planImport (importPlan.ts) on a folder, in a worker thread of its own (planWorker.ts), so the
// server keeps answering while a large export is read. The worker lives for one folder.
import { runWorkerOnce } from '../platform/lifecycle/runWorkerOnce';
import type { ImportPlan } from './importPlan';
import type { PlanWorkerReply, PlanWorkerRequest } from './planWorker';

/** The folder's fault (bad CSV, a bad cell), with its file and line: nothing was written. */
export class FolderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolderRefused';
  }
}

export async function planImportInWorker(folder: string, now: number): Promise<ImportPlan> {
  const request: PlanWorkerRequest = { folder, now };
  const reply = await runWorkerOnce<PlanWorkerReply>(
    new URL('./planWorkerBoot.mjs', import.meta.url),
    request,
    { name: 'import planner' },
  );
  if (reply.ok) return reply.plan;
  if (reply.refused) throw new FolderRefused(reply.message);
  throw new Error(reply.message);
}
