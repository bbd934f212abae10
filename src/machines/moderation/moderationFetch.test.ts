// @vitest-environment happy-dom
// The moderation chart's list fetch against MSW: three lists side by side with their ETags, and
// the statements' votes beside them; a 304 keeps what we had; one failure aborts the others.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, signal, startConfiguredApiMsw } from '../../api/common/clientTestKit';
import { aModerationComment } from '../../../tests/support/contractFixtures';
import { fetchModerationLists } from './moderationFetch';
import { EMPTY_LISTS, FIRST_LIMITS, NO_ETAGS } from './moderationLists';

const QUERY = {
  search: 'bus',
  filters: { flagged: true, is_seed: false, is_meta: false, has_votes: false },
  sort: 'newest' as const,
};

const server = startConfiguredApiMsw('tok');
const raw = (tid: number, mod: number) => ({ txt: `u${tid}`, tid, pid: 1, created: 1, mod });
const VOTES = {
  conversation_id: 'c1',
  math_tick: 3,
  groups: [{ id: 0, size: 4 }],
  statements: {
    5: { agree: 2, disagree: 1, pass: 0, groups: { 0: { agree: 2, disagree: 0, pass: 0 } } },
  },
};

describe('fetchModerationLists', () => {
  it('fetchModerationLists keeps a list answered 304 and replaces the others', async () => {
    server.use(
      http.get(`${BASE}/comments`, ({ request }) => {
        const mod = new URL(request.url).searchParams.get('mod');
        const params = new URL(request.url).searchParams;
        // The query goes on every list's address: paged, search, the filter that is on, the sort.
        expect(Object.fromEntries(params)).toMatchObject({
          paged: 'true',
          search: 'bus',
          flagged: 'true',
          sort: 'newest',
          limit: '50',
        });
        expect(params.has('is_seed')).toBe(false);
        if (mod === '1') return new HttpResponse(null, { status: 304, headers: { etag: 'a1' } });
        const page = {
          comments:
            mod === '0' ? [{ ...raw(5, 0), agree_count: 2, count: 3, flag_reasons: ['caps'] }] : [],
          pagination: { total: mod === '0' ? 1 : 0, limit: 50, offset: 0 },
          counts: { pending: 1, accepted: 7, rejected: 0 },
        };
        return HttpResponse.json(page, { headers: { etag: `e${mod}` } });
      }),
      http.get(`${BASE}/math/statementVotes`, () => HttpResponse.json(VOTES)),
    );
    const kept = [aModerationComment(9, 1)];
    const fetched = await fetchModerationLists(
      {
        conversationId: 'c1',
        server: { ...EMPTY_LISTS, accepted: kept },
        etags: { ...NO_ETAGS, accepted: 'a1' },
        limits: FIRST_LIMITS,
        query: QUERY,
        counts: null,
      },
      signal(),
    );
    expect(fetched.lists.accepted).toBe(kept);
    expect(
      fetched.lists.pending.map((c) => [c.tid, c.agree_count, c.count, c.flag_reasons]),
    ).toEqual([[5, 2, 3, ['caps']]]);
    expect(fetched.counts).toEqual({ pending: 1, accepted: 7, rejected: 0 });
    expect(fetched.etags).toEqual({ pending: 'e0', accepted: 'a1', rejected: 'e-1' });
    // The votes come with the lists, parsed.
    expect(fetched.votes).toEqual(VOTES);
  });

  it('aborts the other lists when one fails', async () => {
    const aborted: string[] = [];
    server.use(
      http.get(`${BASE}/comments`, async ({ request }) => {
        const mod = new URL(request.url).searchParams.get('mod')!;
        if (mod === '0') return HttpResponse.json({ error: 'x' }, { status: 500 });
        await new Promise<void>((resolve) =>
          request.signal.addEventListener('abort', () => {
            aborted.push(mod);
            resolve();
          }),
        );
        return HttpResponse.json([]);
      }),
      http.get(`${BASE}/math/statementVotes`, async ({ request }) => {
        await new Promise<void>((resolve) =>
          request.signal.addEventListener('abort', () => {
            aborted.push('votes');
            resolve();
          }),
        );
        return HttpResponse.json(VOTES);
      }),
    );
    await expect(
      fetchModerationLists(
        {
          conversationId: 'c1',
          server: EMPTY_LISTS,
          etags: NO_ETAGS,
          limits: FIRST_LIMITS,
          query: { ...QUERY, search: '' },
          counts: null,
        },
        signal(),
      ),
    ).rejects.toMatchObject({ status: 500 });
    await expect.poll(() => aborted.sort()).toEqual(['-1', '1', 'votes']);
  });

  it('counts what each list holds when the server sends no counts (upstream Polis)', async () => {
    server.use(
      http.get(`${BASE}/comments`, ({ request }) => {
        const mod = new URL(request.url).searchParams.get('mod');
        // Upstream's inactive pending statement: flagged, reason unknown.
        return HttpResponse.json(mod === '0' ? [{ ...raw(1, 0), active: false }, raw(2, 0)] : []);
      }),
      http.get(`${BASE}/math/statementVotes`, () => HttpResponse.json(VOTES)),
    );
    const fetched = await fetchModerationLists(
      {
        conversationId: 'c1',
        server: EMPTY_LISTS,
        etags: NO_ETAGS,
        limits: FIRST_LIMITS,
        query: QUERY,
        counts: null,
      },
      signal(),
    );
    expect(fetched.counts).toEqual({ pending: 2, accepted: 0, rejected: 0 });
    expect(fetched.lists.pending.map((c) => c.flag_reasons)).toEqual([[], null]);
  });
});
