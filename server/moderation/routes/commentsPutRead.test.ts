// PUT /comments reads the caller (account, session note) and the conversation in one statement
// (docs/api.md#put-comments) and answers every refusal as before, in the same order: the caller
// first (401), then the body (400), then the conversation (404), then the moderator rule (403).
import { describe, expect, it, vi } from 'vitest';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { postSeed } from '../../../tests/server/support/activity';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { endSessions } from '../../platform/auth/accounts';

describe.each(testEngines())(
  'PUT /comments, the caller read with the conversation, on $name',
  (engine) => {
    const server = setupTestServer({ databaseUrl: engine.databaseUrl, embedded: true });

    async function moderation() {
      const owner = await signIn(server(), 'anna', { claims: { grant_id: 'g-anna' } });
      const { conversation_id } = await createConversationVia(server(), owner.token);
      const { tid } = await postSeed(server(), owner.token, conversation_id, 'Flere cykelstier');
      const body = { conversation_id, tid, active: true, mod: -1, is_meta: false, velocity: 1 };
      const put = async (token: string | undefined, json: unknown) => {
        const response = await server().request('/api/v3/comments', { method: 'PUT', token, json });
        return { status: response.status, ...((await response.json()) as Record<string, unknown>) };
      };
      return { owner, body, put };
    }

    it('takes two statements for the owner: the caller with the conversation, then the change', async () => {
      const { owner, body, put } = await moderation();
      const statements = vi.spyOn(server().db, 'query');
      expect(await put(owner.token, body)).toEqual({ status: 200, action_id: expect.any(Number) });
      expect(statements).toHaveBeenCalledTimes(2);
      statements.mockRestore();
    });

    it('answers the refusals in the order it always did', async () => {
      const { owner, body, put } = await moderation();
      const other = await signIn(server(), 'bo', { claims: { grant_id: 'g-bo' } });
      const unknown = { ...body, conversation_id: 'zzzzzzzzzz' };
      expect(await put(undefined, { tid: 'x' })).toMatchObject({
        status: 401,
        error: 'polis_err_auth_token_not_supplied',
      });
      expect(await put(owner.token, { ...body, conversation_id: 7 })).toMatchObject({
        status: 400,
        error: 'polis_err_param_parse_failed_conversation_id',
      });
      expect(await put(owner.token, unknown)).toMatchObject({ status: 404 });
      expect(await put(owner.token, { ...body, mod: 7 })).toMatchObject({ status: 400 });
      expect(await put(other.token, unknown)).toMatchObject({ status: 404 });
      expect(await put(other.token, body)).toMatchObject({
        status: 403,
        error: 'polis_err_update_comment_auth',
      });
      await endSessions(server().db, owner.user.uid, null);
      for (const json of [{ ...body, conversation_id: 7 }, unknown, body]) {
        expect(await put(owner.token, json)).toMatchObject({
          status: 401,
          message: expect.stringMatching(/logget ud her/),
        });
      }
    });
  },
);
