// Test and bench support: JSON over HTTP for load generators that run on the machine they measure.
// node:http with keep-alive, not fetch: undici's fetch cost about as much CPU per vote as the
// server's answer did (CPU time per vote in npm run bench:votes: server process 2.2 ms, the fetch
// client 1.8–2.5 ms, this one 0.4–1.1 ms), CPU the measured server then could not use. Participants'
// browsers are elsewhere; keep-alive connections are what they hold, too.
import { Agent, request as httpRequest } from 'node:http';

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface JsonRequest {
  method?: string;
  headers: Record<string, string>;
  body?: string;
}

const agents = new Map<string, Agent>();

/** Sends one request and reads its JSON answer (`{ text }` when the body is no JSON). */
export function requestJson(url: string, init: JsonRequest): Promise<JsonAnswer> {
  const target = new URL(url);
  let agent = agents.get(target.host);
  if (!agent) agents.set(target.host, (agent = new Agent({ keepAlive: true, maxSockets: 1024 })));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      target,
      {
        agent,
        method: init.method ?? 'GET',
        headers: init.body
          ? { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) }
          : init.headers,
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = response.statusCode ?? 0;
          try {
            resolve({ status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
          } catch {
            resolve({ status, body: { text } });
          }
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within 30 s: ${url}`)));
    request.on('error', reject);
    request.end(init.body);
  });
}

/** Closes the kept-alive connections (at the end of a load, before its server stops). */
export function closeJsonConnections(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}
