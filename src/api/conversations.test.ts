// The conversation calls and their tolerance rules (docs/api.md#tolerance), against MSW.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, resolveApiBaseUrl } from './client';
import {
  createConversation,
  getConversation,
  listConversations,
  updateConversation,
} from './conversations';
import { parseConversation, parseConversationListItem, parseUser, topicOrDate } from './tolerance';
import { getUser } from './users';

const BASE = resolveApiBaseUrl('/api/v3', window.location.origin);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureApiClient({ baseUrl: BASE, getToken: async () => 't', onUnauthorized: () => undefined }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signal = () => new AbortController().signal;

/** What upstream Polis sends for a list item: strings for numbers, no is_draft, some gaps. */
const UPSTREAM_ITEM = {
  conversation_id: 'abc1234567',
  topic: 'Skal byen have flere cykelstier?',
  description: 'Fortæl os hvad du mener',
  parent_url: 'https://kommune.example.dk/cykler',
  participant_count: '42',
  is_owner: true,
  created: '1714550400000',
  modified: '1714636800000',
};

describe('listConversations', () => {
  it('asks for all conversations I am in and parses upstream items', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/conversations`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json([UPSTREAM_ITEM]);
      }),
    );
    const [item] = await listConversations(signal());
    expect(query).toBe('?include_all_conversations_i_am_in=true');
    expect(item).toEqual({
      conversation_id: 'abc1234567',
      topic: 'Skal byen have flere cykelstier?',
      description: 'Fortæl os hvad du mener',
      parent_url: 'https://kommune.example.dk/cykler',
      participant_count: 42,
      is_owner: true,
      is_mod: false,
      is_active: false,
      created: 1714550400000,
      modified: 1714636800000,
    });
    expect(item).not.toHaveProperty('is_draft');
  });

  it('gives an empty topic the date, as upstream does', () => {
    const item = parseConversationListItem({ ...UPSTREAM_ITEM, topic: '' });
    expect(item.topic).toBe(topicOrDate('', 1714550400000));
    expect(item.topic).toMatch(/2024/);
  });

  it('accepts a wrapped list', async () => {
    server.use(
      http.get(`${BASE}/conversations`, () =>
        HttpResponse.json({ conversations: [UPSTREAM_ITEM] }),
      ),
    );
    await expect(listConversations(signal())).resolves.toHaveLength(1);
  });
});

describe('getConversation', () => {
  it('asks by conversation_id and fills defaults', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/conversations`, ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({
          conversation_id: 'abc1234567',
          topic: 'Emne',
          vis_type: '1',
          help_bgcolor: null,
          help_color: '',
          participant_count: '7',
          created: '1714550400000',
        });
      }),
    );
    const conversation = await getConversation('abc1234567', signal());
    expect(query).toBe('?conversation_id=abc1234567');
    expect(conversation).toMatchObject({
      conversation_id: 'abc1234567',
      topic: 'Emne',
      vis_type: 1,
      write_type: 0,
      help_bgcolor: 'default',
      help_color: 'default',
      participant_count: 7,
      created: 1714550400000,
      is_active: false,
      strict_moderation: false,
      is_owner: false,
      is_mod: false,
    });
  });
});

describe('createConversation', () => {
  it('posts a draft that is active and returns the id', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE}/conversations`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ url: 'https://x/abc', conversation_id: 'new1234567' });
      }),
    );
    await expect(createConversation(signal())).resolves.toEqual({
      url: 'https://x/abc',
      conversation_id: 'new1234567',
    });
    expect(body).toEqual({ is_draft: true, is_active: true });
  });

  it('fails when the answer has no conversation_id', async () => {
    server.use(http.post(`${BASE}/conversations`, () => HttpResponse.json({})));
    await expect(createConversation(signal())).rejects.toMatchObject({ name: 'ApiError' });
  });
});

describe('updateConversation', () => {
  it('puts the metadata and parses the answer', async () => {
    let body: unknown;
    server.use(
      http.put(`${BASE}/conversations`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ conversation_id: 'abc1234567', topic: 'Nyt emne' });
      }),
    );
    const saved = await updateConversation(
      { conversation_id: 'abc1234567', topic: 'Nyt emne' },
      signal(),
    );
    expect(body).toEqual({ conversation_id: 'abc1234567', topic: 'Nyt emne' });
    expect(saved.topic).toBe('Nyt emne');
  });
});

describe('getUser', () => {
  it('parses the user and keeps xInfo', async () => {
    server.use(
      http.get(`${BASE}/users`, () =>
        HttpResponse.json({ uid: '5', email: 'a@b.dk', hname: 'Ane Bo', created: '1000' }),
      ),
    );
    await expect(getUser(signal())).resolves.toEqual({
      uid: 5,
      email: 'a@b.dk',
      hname: 'Ane Bo',
      hasXid: false,
      finishedTutorial: false,
      site_ids: [],
      created: 1000,
    });
    expect(parseUser({ xInfo: { x: 1 } }).xInfo).toEqual({ x: 1 });
  });
});

describe('parseConversation', () => {
  it('rejects an answer without conversation_id', () => {
    expect(() => parseConversation({ topic: 'x' })).toThrow(/conversation_id/);
  });
});
