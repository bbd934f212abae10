// @vitest-environment happy-dom
// The opinion-group calls and their tolerance (docs/api.md#tolerance), against MSW: polling pca2 by
// math_tick (304 = unchanged), upstream's body without our keys and with numeric strings, an empty
// body, and the moderators' status call.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { BASE, recordGet, signal, startConfiguredApiMsw } from './clientTestKit';
import { getMathStatus, getPca2, parseMathStatus, parsePca2 } from './math';

const server = startConfiguredApiMsw('t');

/** Every number anywhere in a value (JSON.stringify would hide a NaN as null). */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/** Two groups as upstream Polis sends them: no stability, no raadslag, a few numbers as strings. */
const UPSTREAM = {
  math_tick: '17',
  n: 4,
  'n-cmts': 2,
  tids: [0, 1],
  'in-conv': [0, 1, 2, 3],
  'user-vote-counts': { 0: 2, 1: 2, 2: '2', 3: 2 },
  lastVoteTimestamp: 1714550400000,
  pca: {
    center: [0, 0.5],
    comps: [
      [0.7, -0.7],
      [0.7, 0.7],
    ],
    'comment-projection': [
      [1, -1],
      [0.2, 0.2],
    ],
    'comment-extremity': [1.1, 1.1],
  },
  'base-clusters': {
    id: [0, 1],
    members: [
      [0, 1],
      [2, 3],
    ],
    x: [-1, 1],
    y: [0, 0],
    count: [2, 2],
  },
  'group-clusters': [
    { id: 0, center: [-1, 0], members: [0] },
    { id: 1, center: [1, 0], members: [1] },
  ],
  'group-votes': {
    0: { 'n-members': 2, votes: { 0: { A: 2, D: 0, S: 2 } }, id: 0 },
    1: { 'n-members': 2, votes: { 0: { A: 0, D: 2, S: 2 } }, id: 1 },
  },
  repness: {
    0: [
      {
        tid: 0,
        'n-success': 2,
        'n-trials': 2,
        'p-success': 0.75,
        'p-test': 1.7,
        repness: 3,
        'repness-test': 2.1,
        'repful-for': 'agree',
        'best-agree': true,
        'n-agree': 2,
      },
    ],
  },
  consensus: { agree: [], disagree: [] },
  'group-aware-consensus': { 0: 0.3, 1: 0.3 },
  'votes-base': { 0: { A: [2, 0], D: [0, 2], S: [2, 2] } },
  'comment-priorities': { 0: 4.2, 1: 1 },
};

describe('getPca2', () => {
  it('asks with the tick it has, and reads 304 as unchanged', async () => {
    const asked = recordGet(
      server,
      'math/pca2',
      () => new HttpResponse(null, { status: 304, headers: { ETag: '"17"' } }),
    );
    const reply = await getPca2({ conversationId: 'abc1234567', knownTick: 17 }, signal());
    expect(asked.query).toBe('?conversation_id=abc1234567&math_tick=17');
    expect(reply).toEqual({ unchanged: true, etag: '"17"' });
  });

  it("reads upstream's body: numbers from strings, our own keys filled in as absent", async () => {
    server.use(
      http.get(`${BASE}/math/pca2`, () =>
        HttpResponse.json(UPSTREAM, { headers: { ETag: '"17"' } }),
      ),
    );
    const reply = await getPca2({ conversationId: 'abc1234567' }, signal());
    if (reply.unchanged) throw new Error('expected a body');
    expect(reply.etag).toBe('"17"');
    const { pca2 } = reply;
    expect(pca2.math_tick).toBe(17);
    expect(pca2['user-vote-counts']).toEqual({ 0: 2, 1: 2, 2: 2, 3: 2 });
    expect(pca2['group-clusters']).toEqual(UPSTREAM['group-clusters']);
    expect(pca2.repness['0'][0]).toEqual(UPSTREAM.repness[0][0]);
    expect(pca2.stability).toBeNull();
    expect(pca2.raadslag).toEqual({
      computed_at: null,
      vote_count: 0,
      groups_reason: null,
      importance: { all: {}, groups: {} },
    });
  });

  it('turns an empty or broken body into the empty shape, never NaN', () => {
    const empty = parsePca2({});
    expect(empty).toMatchObject({
      math_tick: 0,
      n: 0,
      'group-clusters': [],
      pca: { comps: [[], []], 'comment-projection': [[], []] },
      raadslag: { groups_reason: 'no_votes' },
    });
    const broken = parsePca2({
      ...UPSTREAM,
      n: 'many',
      pca: { ...UPSTREAM.pca, center: ['x', null] },
      'group-clusters': [
        { id: 'a', members: [] },
        { id: 2, center: [3], members: ['4', 'y'] },
      ],
      consensus: { agree: [{ tid: null }], disagree: 'none' },
    });
    expect(broken.n).toBe(0);
    expect(broken.pca.center).toEqual([0, 0]);
    expect(broken['group-clusters']).toEqual([{ id: 2, center: [3, 0], members: [4] }]);
    expect(broken.consensus).toEqual({ agree: [], disagree: [] });
    expect(numbersIn(broken).every(Number.isFinite)).toBe(true);
    expect(() => parsePca2([])).toThrow(ApiError);
  });
});

/** A status as the client reads it; the server may send the time as a numeric string. */
const STATUS = {
  conversation_id: 'abc1234567',
  phase: 'updating',
  math_tick: 4,
  computed_at: 1714550400000,
  vote_count: 73,
  participants: 12,
  in_conv: 12,
  groups: 2,
  groups_reason: null,
  stability: 0.93,
  failure: { at: 1714550500000, retry_at: 1714550510000 },
};

describe('getMathStatus', () => {
  it('reads the status, and an unknown phase as no votes', async () => {
    server.use(
      http.get(`${BASE}/math/status`, () =>
        HttpResponse.json({ ...STATUS, computed_at: String(STATUS.computed_at) }),
      ),
    );
    expect(await getMathStatus('abc1234567', signal())).toEqual(STATUS);
    expect(parseMathStatus({ conversation_id: 'x', phase: 'exploded' }).phase).toBe('no_votes');
  });

  it('rejects with the refusal for someone who may not moderate', async () => {
    server.use(
      http.get(`${BASE}/math/status`, () =>
        HttpResponse.json(
          { status: 403, error: 'polis_err_math_status_need_moderation_permission' },
          { status: 403 },
        ),
      ),
    );
    const error = await getMathStatus('abc1234567', signal()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
  });
});
