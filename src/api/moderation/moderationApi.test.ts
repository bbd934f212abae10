// @vitest-environment happy-dom
// The moderation, report, stats and export calls against MSW: what they send, and how they read
// what upstream Polis really answers (docs/api.md#tolerance).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BASE, recordGet, signal, startConfiguredApiMsw } from '../common/clientTestKit';
import {
  listModerationComments,
  parseCommentList,
  postSeedComment,
  updateComment,
} from '../common/comments';
import { fetchExportFile } from '../reports/exports';
import { listReports } from '../reports/reports';
import { getConversationStats } from '../monitoring/stats';

const server = startConfiguredApiMsw('tok');
const raw = (tid: number, mod: number | string, extra: object = {}) => ({
  txt: `u${tid}`,
  tid: String(tid),
  pid: '3',
  created: '1700000000000',
  mod,
  active: true,
  is_meta: 'false',
  is_seed: 0,
  velocity: '1',
  conversation_id: 'c1',
  ...extra,
});

describe('comments', () => {
  it('reads numeric strings, a missing active, and the { comments } wrapper; sorts by tid', () => {
    const list = parseCommentList({ comments: [raw(2, '1'), raw(1, 1, { active: undefined })] });
    expect(list.map((c) => [c.tid, c.mod, c.active, c.is_meta, c.created])).toEqual([
      [1, 1, true, false, 1_700_000_000_000],
      [2, 1, true, false, 1_700_000_000_000],
    ]);
    expect(() => parseCommentList('nope')).toThrow(/comment list/);
  });

  it('sends the moderation query with the ETag, and reads a 304 as unchanged', async () => {
    const asked = recordGet(
      server,
      'comments',
      () => new HttpResponse(null, { status: 304, headers: { etag: 'W/"1"' } }),
    );
    const reply = await listModerationComments(
      { conversationId: 'c1', mod: -1, ifNoneMatch: 'W/"1"' },
      signal(),
    );
    expect(reply).toEqual({ unchanged: true, etag: 'W/"1"' });
    expect(asked.query).toBe(
      '?moderation=true&include_voting_patterns=false&mod=-1&conversation_id=c1',
    );
    expect(asked.headers?.get('if-none-match')).toBe('W/"1"');
  });

  it('PUTs the whole comment, accepting with active: true; POSTs a seed with pid -1', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(`${BASE}/comments`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({});
      }),
      http.post(`${BASE}/comments`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ tid: '7', currentPid: 2 });
      }),
    );
    const [comment] = parseCommentList([raw(4, 0, { active: false })]);
    await updateComment({ ...comment, mod: 1 }, signal());
    expect(bodies[0]).toMatchObject({ tid: 4, mod: 1, active: true, velocity: 1 });
    expect(await postSeedComment({ txt: 'Hej', conversation_id: 'c1' }, signal())).toEqual({
      tid: 7,
      currentPid: 2,
    });
    expect(bodies[1]).toEqual({ txt: 'Hej', pid: -1, conversation_id: 'c1', is_seed: true });
  });
});

describe('reports', () => {
  it('keeps created as a number, NaN when unreadable', async () => {
    server.use(
      http.get(`${BASE}/reports`, () =>
        HttpResponse.json([
          { report_id: 'r1', created: '1700000000000' },
          { report_id: 'r2', created: 'nej' },
          { created: 1 },
        ]),
      ),
    );
    const reports = await listReports('c1', signal());
    expect(reports.map((r) => r.report_id)).toEqual(['r1', 'r2']);
    expect(reports[0].created).toBe(1_700_000_000_000);
    expect(reports[1].created).toBeNaN();
  });
});

describe('conversationStats', () => {
  it('reads numeric strings and sorts each series', async () => {
    server.use(
      http.get(`${BASE}/conversationStats`, () =>
        HttpResponse.json({ voteTimes: ['3', 1, 'x'], firstVoteTimes: [1], commentTimes: null }),
      ),
    );
    const reply = await getConversationStats({ conversationId: 'c1' }, signal());
    expect(reply.unchanged).toBe(false);
    if (!reply.unchanged) {
      expect(reply.stats.voteTimes).toEqual([1, 3]);
      expect(reply.stats.commentTimes).toEqual([]);
    }
  });
});

describe('exports', () => {
  it('fetches the CSV with the token and the until, named by Content-Disposition', async () => {
    let url = '';
    let auth: string | null = null;
    server.use(
      http.get(`${BASE}/export/votes.csv`, ({ request }) => {
        url = request.url;
        auth = request.headers.get('authorization');
        return new HttpResponse('tid,vote\n0,-1\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="raadslag-c1-votes.csv"',
          },
        });
      }),
    );
    const file = await fetchExportFile(
      { conversationId: 'c1', kind: 'votes', until: 42 },
      signal(),
    );
    expect(file.filename).toBe('raadslag-c1-votes.csv');
    expect(await file.blob.text()).toBe('tid,vote\n0,-1\n');
    expect(new URL(url).search).toBe('?conversation_id=c1&until=42');
    expect(auth).toBe('Bearer tok');
  });

  it('falls back to a name of its own and fails like every call', async () => {
    server.use(
      http.get(`${BASE}/export/comments.csv`, () => new HttpResponse('a,b\n')),
      http.get(`${BASE}/export/votes.csv`, () =>
        HttpResponse.json({ error: 'polis_err_x', message: 'Nej' }, { status: 500 }),
      ),
    );
    const file = await fetchExportFile(
      { conversationId: 'c1', kind: 'comments', until: 1 },
      signal(),
    );
    expect(file.filename).toBe('raadslag-c1-comments.csv');
    await expect(
      fetchExportFile({ conversationId: 'c1', kind: 'votes', until: 1 }, signal()),
    ).rejects.toMatchObject({ status: 500, message: 'Nej' });
  });
});
