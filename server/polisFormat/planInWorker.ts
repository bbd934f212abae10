// planImport (importPlan.ts) on a folder, in a worker thread of its own (planWorker.ts), so the
// server keeps answering while a large export is read. The worker lives for one folder.
import { Worker } from 'node:worker_threads';
import type { ImportPlan } from './importPlan';
import type { PlanWorkerReply, PlanWorkerRequest } from './planWorker';

/** The folder's fault (bad CSV, a bad cell), with its file and line: nothing was written. */
export class FolderRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FolderRefused';
  }
}

export function planImportInWorker(folder: string, now: number): Promise<ImportPlan> {
  return new Promise<ImportPlan>((resolve, reject) => {
    const worker = new Worker(new URL('./planWorkerBoot.mjs', import.meta.url));
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      outcome();
    };
    worker.once('message', (reply: PlanWorkerReply) =>
      settle(() => {
        if (reply.ok) resolve(reply.plan);
        else if (reply.refused) reject(new FolderRefused(reply.message));
        else reject(new Error(reply.message));
      }),
    );
    worker.once('error', (error) => settle(() => reject(error)));
    worker.once('exit', (code) =>
      settle(() => reject(new Error(`the import planner stopped (exit code ${code})`))),
    );
    const request: PlanWorkerRequest = { folder, now };
    worker.postMessage(request);
  });
}
