// /topicMod/generate — 'Generér emner' (topics/generation.ts). GET: how the conversation's topic
// run stands. POST { conversation_id }: asks for a run (202), or says at once that there are too
// few statements (400); asking while one is queued or running answers that run, never a second.
// Moderators of the conversation only, like every /topicMod call.
import { Hono } from 'hono';
import { requireUser } from '../../platform/http/auth';
import { readJsonObject } from '../../platform/http/body';
import type { AppEnv } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import { findTopicRun, requestTopicRun } from '../generation';
import { moderatedConversation } from './topicModAccess';
import { topicMessages } from '../messages';

export function topicGenerateRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { conversation } = await moderatedConversation(c, c.req.query());
    return c.json({
      status: 'success',
      run: await findTopicRun(c.var.db, conversation.conversation_id),
    });
  });

  routes.post('/', async (c) => {
    await requireUser(c); // 401 comes before any complaint about the body
    const body = await readJsonObject(c);
    const { conversation } = await moderatedConversation(c, body);
    const asked = await requestTopicRun(c.var.db, conversation);
    if (!asked.ok) {
      throw new HttpError(
        400,
        'polis_err_topics_too_few',
        topicMessages.tooFewToGenerate(asked.needed, asked.withWords),
      );
    }
    // Start it now rather than at the next poll; the answer does not wait for the run.
    c.var.jobs.runDue().catch((error: unknown) => {
      console.error(topicMessages.generateFailed(conversation.conversation_id, String(error)));
    });
    return c.json({ status: 'success', run: asked.run }, 202);
  });

  return routes;
}
