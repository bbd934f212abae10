// The math worker thread's entry (started by runner.ts through workerBoot.mjs): answers each request
// with MathJobs, one at a time, and transfers the compressed bodies back instead of copying them.
import { parentPort } from 'node:worker_threads';
import { lowerThreadPriority } from './lowerThreadPriority';
import { MathJobs } from './mathJobs';
import type { WorkerEnvelope, WorkerReply } from './protocol';

const port = parentPort;
if (!port) throw new Error('server/math/service/worker.ts runs only as a worker thread');
// The math can wait a little; a participant's vote should not wait for the math's CPU.
lowerThreadPriority();
const jobs = new MathJobs();
/** A fault a test asked for (protocol.ts FaultRequest): it strikes in the middle of the next map. */
let armed: 'throw' | 'exit' | 'hang' | null = null;

function strike(): void {
  const fault = armed;
  armed = null;
  if (fault === 'exit') process.exit(3);
  if (fault === 'hang') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  if (fault === 'throw') throw new Error('a fault asked for by a test');
}

port.on('message', ({ id, request }: WorkerEnvelope) => {
  let reply: WorkerReply;
  try {
    switch (request.type) {
      case 'map':
        if (armed) strike();
        reply = { id, ok: true, output: jobs.map(request) };
        break;
      case 'stability':
        reply = { id, ok: true, output: jobs.stability(request.zid, request.mathTick) };
        break;
      case 'forget':
        jobs.forget(request.zid);
        reply = { id, ok: true, output: null };
        break;
      case 'fault':
        armed = request.fault;
        reply = { id, ok: true, output: null };
        break;
    }
  } catch (error) {
    reply = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  const output = reply.ok ? reply.output : null;
  const transfer = output
    ? [
        output.pca2Gzip,
        output.publicPca2Gzip,
        'participantGzip' in output ? output.participantGzip : null,
      ].flatMap((bytes) => (bytes ? [bytes.buffer as ArrayBuffer] : []))
    : [];
  port.postMessage(reply, [...new Set(transfer)]);
});
