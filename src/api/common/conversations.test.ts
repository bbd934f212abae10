// @vitest-environment happy-dom
// The conversation calls and their tolerance rules (docs/api.md#tolerance), against MSW.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, recordGet, signal, startConfiguredApiMsw } from './clientTestKit';
import {
  createConversation,
  getConversation,
  listConversations,
  saveConversationSettings,
  SettingsConflictError,
} from './conversations';
import {
  parseConversation,
  parseConversationListItem,
  parseUser,
  topicOrDate,
} from './conversationParsing';
import { getUser } from '../account/users';

const server = startConfiguredApiMsw('t');

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
    const asked = recordGet(server, 'conversations', () => HttpResponse.json([UPSTREAM_ITEM]));
    const [item] = await listConversations(signal());
    expect(asked.query).toBe('?include_all_conversations_i_am_in=true');
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
    const asked = recordGet(server, 'conversations', () =>
      HttpResponse.json({
        conversation_id: 'abc1234567',
        topic: 'Emne',
        vis_type: '1',
        help_bgcolor: null,
        help_color: '',
        participant_count: '7',
        created: '1714550400000',
      }),
    );
    const conversation = await getConversation('abc1234567', signal());
    expect(asked.query).toBe('?conversation_id=abc1234567');
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

describe('saveConversationSettings', () => {
  const META = parseConversation({
    conversation_id: 'abc1234567',
    topic: 'Cykler',
    is_active: true,
  });

  function capture(reply: () => Response) {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/conversations`, async ({ request }) => {
        bodies.push(await request.json());
        return reply();
      }),
    );
    return bodies;
  }

  it('to our server (it sends a version): only the change, with the version it is based on', async () => {
    const bodies = capture(() =>
      HttpResponse.json({ conversation_id: 'abc1234567', topic: 'Nyt emne', version: 4 }),
    );
    const saved = await saveConversationSettings(
      { saved: { ...META, version: 3 }, changes: { topic: 'Nyt emne' }, basedOn: 2 },
      signal(),
    );
    expect(bodies).toEqual([{ conversation_id: 'abc1234567', version: 2, topic: 'Nyt emne' }]);
    expect(saved).toMatchObject({ topic: 'Nyt emne', version: 4 });
  });

  it('to upstream Polis (no version): the whole metadata with the change, as before', async () => {
    const bodies = capture(() => HttpResponse.json({ conversation_id: 'abc1234567' }));
    await saveConversationSettings(
      { saved: META, changes: { strict_moderation: true }, basedOn: undefined },
      signal(),
    );
    expect(bodies[0]).toEqual({
      conversation_id: 'abc1234567',
      topic: 'Cykler',
      description: '',
      is_active: true,
      is_draft: false,
      importance_enabled: false,
      vis_type: 0,
      write_type: 0,
      strict_moderation: true,
      help_bgcolor: 'default',
      help_color: 'default',
      bgcolor: null,
      parent_url: null,
      help_type: 0,
      is_anon: false,
    });
  });

  it('a 409 with the current conversation becomes a SettingsConflictError', async () => {
    capture(() =>
      HttpResponse.json(
        {
          error: 'polis_err_conversation_changed',
          message: 'Samtalen er ændret i et andet vindue.',
          status: 409,
          field: 'topic',
          fields: ['topic'],
          conversation: { conversation_id: 'abc1234567', topic: 'Fra A', version: 5 },
        },
        { status: 409 },
      ),
    );
    const error = await saveConversationSettings(
      { saved: { ...META, version: 3 }, changes: { topic: 'Fra B' }, basedOn: 3 },
      signal(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SettingsConflictError);
    expect(error).toMatchObject({ status: 409, fields: ['topic'], field: 'topic' });
    expect((error as SettingsConflictError).current).toMatchObject({ topic: 'Fra A', version: 5 });
  });

  it('a 400 keeps the field it names and the server’s reason', async () => {
    capture(() =>
      HttpResponse.json(
        {
          error: 'polis_err_param_parse_failed_help_color',
          message: 'Farven …',
          field: 'help_color',
        },
        { status: 400 },
      ),
    );
    const error = await saveConversationSettings(
      { saved: { ...META, version: 3 }, changes: { help_color: 'x' }, basedOn: 3 },
      signal(),
    ).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SettingsConflictError);
    expect(error).toMatchObject({ status: 400, field: 'help_color', reason: 'Farven …' });
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
