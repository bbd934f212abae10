// Reads and checks a Polis export folder in a worker thread (planInWorker.ts): parsing a folder of
// a million votes takes seconds of CPU, which on the request thread would leave /healthz and every
// other request unanswered. The votes go back as transferred typed arrays, without a copy.
import { parentPort } from 'node:worker_threads';
import { PolisExportError } from './csvTable';
import { readPolisExport } from './readPolisExport';
import { planImport, type ImportPlan } from './importPlan';

export interface PlanWorkerRequest {
  folder: string;
  now: number;
}

export type PlanWorkerReply =
  | { ok: true; plan: ImportPlan }
  /** refused: the folder's fault, said to the operator; else the worker failed. */
  | { ok: false; refused: boolean; message: string };

parentPort?.once('message', ({ folder, now }: PlanWorkerRequest) => {
  let reply: PlanWorkerReply;
  try {
    const plan = planImport(readPolisExport(folder, { commentsOptional: true }), folder, now);
    reply = { ok: true, plan };
  } catch (error) {
    reply = {
      ok: false,
      refused: error instanceof PolisExportError,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const transfer = reply.ok
    ? Object.values(reply.plan.votes).map((column: ArrayBufferView) => column.buffer as ArrayBuffer)
    : [];
  parentPort?.postMessage(reply, transfer);
});
