// @vitest-environment happy-dom
// Every answer recorded from an upstream Polis server (tests/fixtures/upstream-polis) goes through
// the client's own calls and parsers, with MSW replaying the recorded status and body: nothing
// throws that the screens do not expect, and each answer yields what its screen needs
// (docs/upstream.md#contract-tests-from-the-recordings).
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  completeBody,
  queryOf,
  RECORDED_BODY_LIMIT,
  routeOf,
  UPSTREAM_EXCHANGES,
  type UpstreamExchange,
} from '../../../tests/support/upstreamRecordings';
import { ApiError, isUnknownConversation } from './apiError';
import { BASE, configure, signal, startApiMsw } from './clientTestKit';
import { listModerationComments, postSeedComment, updateComment } from './comments';
import { parseConversation } from './conversationParsing';
import {
  createConversation,
  getConversation,
  getConversationUuid,
  listConversations,
  saveConversationSettings,
} from './conversations';
import { createReport, listReports } from '../reports/reports';
import { getConversationStats } from '../monitoring/stats';
import {
  getProximity,
  getTopicStats,
  listTopicComments,
  listTopics,
  moderateTopic,
  moderateTopicComments,
  toTopicFailure,
} from '../topics/topics';
import { getUser } from '../account/users';

const server = startApiMsw();

/** MSW answers every call with the exchange being replayed, and records what was asked. */
function replay(exchange: UpstreamExchange) {
  const asked: Request[] = [];
  server.use(
    http.all(`${BASE}/*`, ({ request }) => {
      asked.push(request);
      return new HttpResponse(completeBody(exchange.responseBody), {
        status: exchange.status,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }),
  );
  return asked;
}

const RECORDED_CONVERSATION = parseConversation(
  JSON.parse(
    UPSTREAM_EXCHANGES.find((e) => e.responseBody.includes('"ownername"'))!.responseBody,
  ) as unknown,
);

/**
 * Calls the client function for the recorded request and checks what its screen needs. Topic
 * moderation answers of a stock upstream are its "store missing" errors: they must read as
 * `unavailable` (the screens' Danish notice), not as a crash.
 */
async function callFor(exchange: UpstreamExchange): Promise<void> {
  const route = routeOf(exchange);
  const query = queryOf(exchange);
  const id = query.get('conversation_id') ?? 'c1';
  const key = `${exchange.method} ${route.startsWith('topicMod/topics/') ? 'topicMod/topics/*' : route}`;
  const request = exchange.requestBody
    ? (JSON.parse(exchange.requestBody) as Record<string, unknown>)
    : {};
  switch (key) {
    case 'GET conversations': {
      if (query.has('include_all_conversations_i_am_in')) {
        const list = await listConversations(signal());
        expect(list.length).toBeGreaterThan(0);
        for (const item of list) {
          expect(item.conversation_id).toMatch(/^\w+$/);
          // Never upstream's English stand-in date as a title.
          expect(item.topic).not.toMatch(/GMT$/);
          expect(item.topic).not.toBe('');
        }
      } else {
        const conversation = await getConversation(id, signal());
        expect(conversation.conversation_id).toBe(id);
        expect(conversation.is_owner).toBe(true);
        expect(conversation.asRead).toHaveProperty('is_data_open');
      }
      return;
    }
    case 'POST conversations':
      expect((await createConversation(signal())).conversation_id).toMatch(/^\w{10}$/);
      return;
    case 'PUT conversations': {
      const saved = await saveConversationSettings(
        { saved: RECORDED_CONVERSATION, changes: { topic: 'Ny titel' }, basedOn: undefined },
        signal(),
      );
      expect(saved.conversation_id).toMatch(/^\w{10}$/);
      // Upstream's answer has no is_owner: the owner stays owner.
      expect(saved.is_owner).toBe(true);
      return;
    }
    case 'GET users': {
      const user = await getUser(signal());
      expect(user.uid).toBeGreaterThan(0);
      expect(user.email).toContain('@');
      return;
    }
    case 'POST comments': {
      const posting = postSeedComment({ txt: 'Et udsagn', conversation_id: id }, signal());
      if (exchange.status === 409) {
        await expect(posting).rejects.toMatchObject({ status: 409 });
      } else {
        expect((await posting).tid).toBeGreaterThanOrEqual(0);
      }
      return;
    }
    case 'GET comments': {
      const mod = Number(query.get('mod')) as -1 | 0 | 1;
      const reply = await listModerationComments({ conversationId: id, mod }, signal());
      if (reply.unchanged) throw new Error('a recorded 200 read as unchanged');
      for (const comment of reply.comments) {
        expect(comment.txt).not.toBe('');
        expect(comment.mod).toBe(mod);
      }
      return;
    }
    case 'PUT comments':
      await updateComment({ ...COMMENT, conversation_id: id }, signal());
      return;
    case 'GET conversationStats': {
      const reply = await getConversationStats({ conversationId: id }, signal());
      if (reply.unchanged) throw new Error('a recorded 200 read as unchanged');
      expect(reply.stats.voteTimes.length).toBeGreaterThan(0);
      // Upstream's CORS hides ETag: plain polling, no 304 to hope for.
      expect(reply.etag).toBeNull();
      return;
    }
    case 'GET conversationUuid':
      expect(await getConversationUuid(id, signal())).toMatch(/^[0-9a-f-]{36}$/);
      return;
    case 'GET reports':
      for (const report of await listReports(id, signal())) {
        expect(report.report_id).toMatch(/^r\w+$/);
        expect(report.created).toBeGreaterThan(0);
      }
      return;
    case 'POST reports':
      await createReport(id, signal());
      return;
    default:
      return topicCall(key, exchange, id, request);
  }
}

async function topicCall(
  key: string,
  exchange: UpstreamExchange,
  id: string,
  request: Record<string, unknown>,
): Promise<void> {
  const call = (): Promise<unknown> => {
    switch (key) {
      case 'GET topicMod/topics':
        return listTopics(id, signal());
      case 'POST topicMod/moderate':
        return Array.isArray(request.comment_ids)
          ? moderateTopicComments(
              { conversationId: id, commentIds: request.comment_ids as number[], action: 'meta' },
              signal(),
            )
          : moderateTopic({ conversationId: id, topicKey: 'k', action: 'accept' }, signal());
      case 'GET topicMod/topics/*':
        return listTopicComments(
          { conversationId: id, topicKey: recordedTopicKey(exchange) },
          signal(),
        );
      case 'GET topicMod/stats':
        return getTopicStats(id, signal());
      case 'GET topicMod/proximity':
        return getProximity({ conversationId: id, layer: 0 }, signal());
      default:
        throw new Error(`no client call for the recorded ${key}`);
    }
  };
  const isError =
    (JSON.parse(completeBody(exchange.responseBody)) as { status?: string }).status === 'error';
  if (isError) {
    const error = await call().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(toTopicFailure(error).kind).toBe('unavailable');
    return;
  }
  const result = await call();
  if (key === 'GET topicMod/topics') {
    const { layers } = result as Awaited<ReturnType<typeof listTopics>>;
    for (const topic of layers.flatMap((layer) => layer.topics)) {
      expect(topic.topic_name).not.toBe('');
      // Upstream never fills comment_count: unknown, so no card says "0 comments".
      expect(topic.moderation.comment_count).toBeNull();
    }
  }
}

/** The topic key in a recorded topic-comments path (encoded there, e.g. job%230%230). */
function recordedTopicKey(exchange: UpstreamExchange): string {
  return decodeURIComponent(routeOf(exchange).split('/')[2]);
}

const COMMENT = {
  txt: 'Havnen skal have flere grønne områder',
  tid: 0,
  pid: 0,
  created: 1795564007136,
  mod: 1 as const,
  active: true,
  is_meta: false,
  is_seed: true,
  velocity: 1,
  lang: null,
  quote_src_url: null,
  conversation_id: 'c1',
};

describe('the answers recorded from upstream Polis', () => {
  it('are all there: 99 request/response pairs, 4 bodies cut by the recorder and completed', () => {
    expect(UPSTREAM_EXCHANGES).toHaveLength(99);
    const cut = UPSTREAM_EXCHANGES.filter((e) => completeBody(e.responseBody) !== e.responseBody);
    expect(cut.map((e) => e.responseBody.length)).toEqual([1500, 1500, 1500, 1500]);
    // Completed, each keeps most of what was recorded.
    for (const e of cut) {
      expect(completeBody(e.responseBody).length).toBeGreaterThan(RECORDED_BODY_LIMIT / 2);
    }
  });

  it.each(UPSTREAM_EXCHANGES.map((exchange, index) => [index, exchange] as const))(
    '#%i goes through the client',
    async (_index, exchange) => {
      configure({ server: 'polis' });
      const asked = replay(exchange);
      await callFor(exchange);
      // The client asked the recorded call.
      expect(asked.map((r) => r.method)).toEqual([exchange.method]);
      expect(new URL(asked[0].url).pathname).toBe(
        new URL(`${BASE}/${exchange.path.split('?')[0].replace(/^\//, '')}`).pathname,
      );
    },
  );

  it("an unknown conversation id: upstream's 400 text/plain reads as 'does not exist'", async () => {
    configure({ server: 'polis' });
    server.use(
      http.get(
        `${BASE}/conversations`,
        () =>
          new HttpResponse('polis_err_param_parse_failed_conversation_id (val=zzzzzzzzzz)', {
            status: 400,
            headers: { 'content-type': 'text/plain; charset=utf-8' },
          }),
      ),
    );
    const error = await getConversation('zzzzzzzzzz', signal()).then(
      () => null,
      (e: unknown) => e as ApiError,
    );
    expect(error?.polisError).toBe('polis_err_param_parse_failed_conversation_id');
    expect(isUnknownConversation(error!)).toBe(true);
  });
});
