// Test support: participants voting over real HTTP, as the participant page does, keeping a ledger
// of every vote the server acknowledged (200) so a test can check the database holds each one.
// A 503 is answered as the page answers it: wait (Retry-After, capped), then send the same vote
// again. Each participant comes from an address of its own (X-Forwarded-For; the server runs with
// TRUST_PROXY=1), so the per-address limit on new participants does not get in the way.

export interface AcknowledgedVote {
  pid: number;
  tid: number;
  vote: -1 | 0 | 1;
}

export interface VoteTraffic {
  /** Every vote answered 200, in order. */
  readonly acknowledged: AcknowledgedVote[];
  /** Answers by status (0: no answer, e.g. connection refused). */
  readonly statuses: Map<number, number>;
  /** The first few non-200 answers, for assertions and messages. */
  readonly samples: { status: number; retryAfter: string | null; body: string }[];
  /** Waits for the workers to finish the vote they are on. */
  stop(): Promise<void>;
}

export interface VoteTrafficOptions {
  /** Base URLs to send to; a participant keeps to one (`baseUrls[n % length]`). */
  baseUrls: string[];
  conversationId: string;
  workers: number;
  /** Pause between votes, ms. */
  pauseMs?: number;
  /** Votes per participant before the worker starts a new one. */
  votesPerParticipant?: number;
  /** Distinguishes the addresses of two traffics on one server. */
  addressPrefix?: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export function startVoteTraffic(options: VoteTrafficOptions): VoteTraffic {
  const acknowledged: AcknowledgedVote[] = [];
  const statuses = new Map<number, number>();
  const samples: VoteTraffic['samples'] = [];
  let stopping = false;
  let visitor = 0;
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  const send = async (url: string, init: RequestInit) => {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
      const body = await response.text();
      count(response.status);
      if (response.status !== 200 && samples.length < 20) {
        samples.push({
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body,
        });
      }
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
    } catch (error) {
      count(0);
      if (samples.length < 20) {
        const cause = (error as { cause?: unknown }).cause;
        samples.push({
          status: 0,
          retryAfter: null,
          body: `${init.method ?? 'GET'} ${url}: ${String(error)} ${String(cause ?? '')}`,
        });
      }
      return { status: 0, retryAfter: null, body: '' };
    }
  };

  /** Until 200 (or stopping): a 503 or no answer is waited out and tried again, the same call. */
  const patiently = async (url: string, init: RequestInit) => {
    for (;;) {
      const answer = await send(url, init);
      if (answer.status !== 503 && answer.status !== 0) return answer;
      if (stopping) return answer;
      const seconds = Number(answer.retryAfter ?? '1');
      await sleep(Math.min(1_000, (Number.isFinite(seconds) ? seconds : 1) * 1000));
    }
  };

  const participant = async () => {
    const n = visitor++;
    const base = options.baseUrls[n % options.baseUrls.length];
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${options.addressPrefix ?? 0}.${(n >> 8) & 255}.${n & 255}`,
    };
    const id = encodeURIComponent(options.conversationId);
    const init = await patiently(`${base}/api/v3/participationInit?conversation_id=${id}`, {
      headers,
    });
    if (init.status !== 200) return;
    let next = (JSON.parse(init.body) as { nextComment: { tid?: number } | null }).nextComment;
    for (let i = 0; i < (options.votesPerParticipant ?? 8) && !stopping; i++) {
      if (typeof next?.tid !== 'number') return;
      const vote = ([-1, 0, 1] as const)[(n + i) % 3];
      const answer = await patiently(`${base}/api/v3/votes`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ conversation_id: options.conversationId, tid: next.tid, vote }),
      });
      if (answer.status !== 200) return;
      const body = JSON.parse(answer.body) as {
        currentPid: number;
        nextComment: { tid?: number };
        auth?: { token: string };
      };
      acknowledged.push({ pid: body.currentPid, tid: next.tid, vote });
      if (body.auth) headers.authorization = `Bearer ${body.auth.token}`;
      next = body.nextComment;
      await sleep(options.pauseMs ?? 20);
    }
  };

  const workers = Array.from({ length: options.workers }, async () => {
    while (!stopping) await participant();
  });
  return {
    acknowledged,
    statuses,
    samples,
    async stop() {
      stopping = true;
      await Promise.all(workers);
    },
  };
}
