// Shared steps of the participation tests: a conversation of Alice's with seed statements, and the
// calls the participation page makes (participationInit, nextComment, votes, POST /comments).
import type {
  ApiErrorBody,
  NextCommentResponse,
  ParticipantCommentResponse,
  ParticipationInit,
  VoteResponse,
} from '../../../contract/types';
import { postSeed } from './activity';
import type { TestServer } from './createTestServer';
import { createConversationVia, signIn } from './fixtures';

const API = '/api/v3';

interface Reply<T> {
  status: number;
  /** The answer, or on failure the error body (ApiErrorBody). */
  body: T & Partial<ApiErrorBody>;
  headers: Headers;
}

async function reply<T>(response: Promise<Response>): Promise<Reply<T>> {
  const answered = await response;
  const body = (await answered.json()) as T & Partial<ApiErrorBody>;
  return { status: answered.status, body, headers: answered.headers };
}

export function participationKit(server: () => TestServer) {
  const request = (path: string, token?: string, json?: unknown) =>
    server().request(`${API}${path}`, {
      token,
      json,
      method: json === undefined ? 'GET' : 'POST',
    });

  const kit = {
    /** Alice's conversation (settings as POST /conversations takes them) with these seeds. */
    async setup(seeds: string[] = [], settings: Record<string, unknown> = {}) {
      const alice = await signIn(server(), 'alice');
      const conversation = await createConversationVia(server(), alice.token, {
        is_draft: false,
        is_active: true,
        topic: 'Byens træer',
        description: 'Hvad skal der ske med træerne?',
        ...settings,
      });
      const id = conversation.conversation_id;
      for (const txt of seeds) await postSeed(server(), alice.token, id, txt);
      return { alice, id };
    },
    /** PUT /conversations as the owner (close it, strict moderation…). */
    async configure(token: string, id: string, settings: Record<string, unknown>) {
      const response = await server().request(`${API}/conversations`, {
        method: 'PUT',
        token,
        json: { conversation_id: id, ...settings },
      });
      if (response.status !== 200) throw new Error(`configure: ${await response.text()}`);
    },
    init: (id: string, token?: string) =>
      reply<ParticipationInit>(request(`/participationInit?conversation_id=${id}`, token)),
    next: (id: string, token?: string) =>
      reply<NextCommentResponse>(request(`/nextComment?conversation_id=${id}`, token)),
    vote: (token: string | undefined, json: Record<string, unknown>) =>
      reply<VoteResponse>(request('/votes', token, json)),
    statement: (token: string | undefined, json: Record<string, unknown>) =>
      reply<ParticipantCommentResponse>(request('/comments', token, json)),
    /** A new participant's first vote; returns its token and pid. */
    async newParticipant(id: string, tid: number, vote: -1 | 0 | 1 = -1) {
      const answer = await kit.vote(undefined, { conversation_id: id, tid, vote });
      if (answer.status !== 200 || !answer.body.auth) {
        throw new Error(`new participant: ${JSON.stringify(answer.body)}`);
      }
      return { token: answer.body.auth.token, pid: answer.body.currentPid };
    },
  };
  return kit;
}
