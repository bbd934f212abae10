// @vitest-environment happy-dom
// Settings round-trip (docs/upstream.md#settings-round-trip): a save of one field leaves every other
// setting as it was — against upstream Polis's recorded behaviour (its PUT sets every boolean it is
// not sent to false) and against our server (only the change goes, with its version).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordedBody } from '../../../tests/support/upstreamRecordings';
import { BASE, configure, signal, startApiMsw } from './clientTestKit';
import { getConversation, saveConversationSettings } from './conversations';

const server = startApiMsw();

/** Fields upstream's PUT answer leaves out (recorded: it has is_mod, but no is_owner/ownername). */
const NOT_IN_PUT_ANSWER = ['is_owner', 'ownername', 'site_id', 'translations'];

/**
 * Upstream's PUT /conversations as measured: a boolean setting not in the body becomes false, a
 * field in the body is stored; the answer is the stored row without the fields above.
 */
function emulateUpstreamPut(stored: Record<string, unknown>, body: Record<string, unknown>) {
  for (const [key, value] of Object.entries(stored)) {
    if (typeof value === 'boolean' && !NOT_IN_PUT_ANSWER.includes(key) && key !== 'is_mod') {
      stored[key] = body[key] === true;
    }
  }
  for (const [key, value] of Object.entries(body)) if (key in stored) stored[key] = value;
  return Object.fromEntries(Object.entries(stored).filter(([k]) => !NOT_IN_PUT_ANSWER.includes(k)));
}

const KEPT = ['is_data_open', 'owner_sees_participation_stats', 'treevite_enabled'] as const;

describe('a save of one field', () => {
  it('against upstream Polis: the settings no screen shows stay as they were', async () => {
    configure({ server: 'polis' });
    // The recorded conversation, with the operator's three settings switched on (as measured).
    const stored: Record<string, unknown> = {
      ...(recordedBody('GET', 'conversations', '"ownername"') as Record<string, unknown>),
      is_data_open: true,
      owner_sees_participation_stats: true,
      treevite_enabled: true,
    };
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get(`${BASE}/conversations`, () => HttpResponse.json(stored)),
      http.put(`${BASE}/conversations`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json(emulateUpstreamPut(stored, body));
      }),
    );
    const read = await getConversation(String(stored.conversation_id), signal());
    const saved = await saveConversationSettings(
      { saved: read, changes: { description: 'Ny beskrivelse' }, basedOn: undefined },
      signal(),
    );

    for (const key of KEPT) expect(stored[key], key).toBe(true);
    expect(stored.description).toBe('Ny beskrivelse');
    // Nothing else changed either: every other boolean is what was read.
    for (const [key, value] of Object.entries(read.asRead!)) {
      if (typeof value === 'boolean') expect(stored[key], key).toBe(value);
    }
    // Fields upstream keeps itself are not sent back.
    expect(sent[0]).not.toHaveProperty('created');
    expect(sent[0]).not.toHaveProperty('ownername');
    // Upstream's answer lacks is_owner and ownername: the saved conversation keeps them.
    expect(saved).toMatchObject({ description: 'Ny beskrivelse', is_owner: true });
    expect(saved.ownername).toBe(read.ownername);
    expect(saved.asRead).toMatchObject({ is_data_open: true, treevite_enabled: true });
  });

  it('against our server: only the changed field, with its version, so nothing else is written', async () => {
    configure();
    const row: Record<string, unknown> = {
      ...(recordedBody('GET', 'conversations', '"ownername"') as Record<string, unknown>),
      is_data_open: true,
      version: 7,
    };
    const sent: unknown[] = [];
    server.use(
      http.get(`${BASE}/conversations`, () => HttpResponse.json(row)),
      http.put(`${BASE}/conversations`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...row, ...body, version: 8 });
      }),
    );
    const read = await getConversation(String(row.conversation_id), signal());
    await saveConversationSettings(
      { saved: read, changes: { description: 'Ny' }, basedOn: 7 },
      signal(),
    );
    expect(sent).toEqual([{ conversation_id: row.conversation_id, version: 7, description: 'Ny' }]);
  });
});
