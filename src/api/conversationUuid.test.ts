// GET /conversationUuid against MSW.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, resolveApiBaseUrl } from './client';
import { getConversationUuid } from './conversations';

const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureApiClient({ baseUrl: BASE, getToken: async () => 't', onUnauthorized: () => undefined }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signal = () => new AbortController().signal;

describe('getConversationUuid', () => {
  it('asks for the conversation and returns its uuid', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/conversationUuid`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ conversation_uuid: 'u-1' });
      }),
    );
    expect(await getConversationUuid('abc1234567', signal())).toBe('u-1');
    expect(query).toBe('?conversation_id=abc1234567');
  });

  it('fails when the answer has no uuid', async () => {
    server.use(http.get(`${BASE}/conversationUuid`, () => HttpResponse.json({})));
    await expect(getConversationUuid('abc1234567', signal())).rejects.toMatchObject({
      message: 'The server sent no conversation_uuid',
    });
  });
});
