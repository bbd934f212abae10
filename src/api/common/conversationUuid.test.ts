// @vitest-environment happy-dom
// GET /conversationUuid against MSW.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, recordGet, signal, startConfiguredApiMsw } from './clientTestKit';
import { getConversationUuid } from './conversations';

const server = startConfiguredApiMsw('t');

describe('getConversationUuid', () => {
  it('asks for the conversation and returns its uuid', async () => {
    const asked = recordGet(server, 'conversationUuid', () =>
      HttpResponse.json({ conversation_uuid: 'u-1' }),
    );
    expect(await getConversationUuid('abc1234567', signal())).toBe('u-1');
    expect(asked.query).toBe('?conversation_id=abc1234567');
  });

  it('fails when the answer has no uuid', async () => {
    server.use(http.get(`${BASE}/conversationUuid`, () => HttpResponse.json({})));
    await expect(getConversationUuid('abc1234567', signal())).rejects.toMatchObject({
      message: 'The server sent no conversation_uuid',
    });
  });
});
