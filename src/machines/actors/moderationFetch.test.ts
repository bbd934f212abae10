// The moderation chart's list fetch against MSW: three lists side by side with their ETags;
// a 304 keeps what we had; one failure aborts the other two.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, signal, startConfiguredApiMsw } from '../../api/clientTestKit';
import { parseCommentList } from '../../api/comments';
import { fetchModerationLists } from './moderationFetch';
import { EMPTY_LISTS, NO_ETAGS } from '../rules/moderationLists';

const server = startConfiguredApiMsw('tok');
const raw = (tid: number, mod: number) => ({ txt: `u${tid}`, tid, pid: 1, created: 1, mod });

describe('fetchModerationLists', () => {
  it('fetchModerationLists keeps a list answered 304 and replaces the others', async () => {
    server.use(
      http.get(`${BASE}/comments`, ({ request }) => {
        const mod = new URL(request.url).searchParams.get('mod');
        if (mod === '1') return new HttpResponse(null, { status: 304, headers: { etag: 'a1' } });
        return HttpResponse.json(mod === '0' ? [raw(5, 0)] : [], { headers: { etag: `e${mod}` } });
      }),
    );
    const kept = [parseCommentList([raw(9, 1)])[0]];
    const fetched = await fetchModerationLists(
      {
        conversationId: 'c1',
        server: { ...EMPTY_LISTS, accepted: kept },
        etags: { ...NO_ETAGS, accepted: 'a1' },
      },
      signal(),
    );
    expect(fetched.lists.accepted).toBe(kept);
    expect(fetched.lists.pending.map((c) => c.tid)).toEqual([5]);
    expect(fetched.etags).toEqual({ pending: 'e0', accepted: 'a1', rejected: 'e-1' });
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
    );
    await expect(
      fetchModerationLists(
        { conversationId: 'c1', server: EMPTY_LISTS, etags: NO_ETAGS },
        signal(),
      ),
    ).rejects.toMatchObject({ status: 500 });
    await expect.poll(() => aborted.sort()).toEqual(['-1', '1']);
  });
});
