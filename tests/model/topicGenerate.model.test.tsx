// Model-based test of the topicGenerate chart (src/machines/topicGenerate.machine.ts): every state
// and transition walked through the real topics screen at /m/{id}/topics, where 'Find emner' sits
// under the (here empty) tree. The run's progress is the server's to tell, so the generate calls
// get the answers a step names (queued, running, done, failed, too few, 404 from upstream Polis);
// the rest of the screen talks to the real server. The real run is covered by
// server/topics/routes/topicGenerate.test.ts and the e2e journey.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import * as da from '../../src/copy/da';
import { topicGenerateMachine } from '../../src/machines/topicGenerate.machine';
import { createGatedBackend, type Reply } from './harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from './harness/walkModel';
import { setupTestServer } from './support/app';
import {
  createTopicsConversation,
  expectTopicsScreen,
  faultReply,
  faultSamples,
  renderTopicsAt,
  SLOW,
} from './support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const g = da.topicGenerate;

const STATUS = 'GET /topicMod/generate';
const REQUEST = 'POST /topicMod/generate';
const TOO_FEW =
  'Der skal være mindst 10 udsagn med ord, før Rådslag kan finde emner; samtalen har 4. Afviste udsagn tæller ikke med.';

const run = (state: string, error: string | null = null): Reply => ({
  status: 200,
  json: { status: 'success', run: { state, finished_at: null, error } },
});

const generateButton = () => screen.getByRole('button', { name: g.generate });

defineModelTest({
  name: 'topicGenerate',
  machine: topicGenerateMachine,
  input: { conversationId: 'c000000001' },
  // The journeys below walk every state and transition; the generated paths would add ~20 more
  // walks of the whole admin area for the same coverage.
  paths: () => [],
  journeys: {
    'upstream Polis has no such route: nothing is offered': [
      'xstate.error.actor.fetchRun:notFound',
    ],
    'a run already under way is followed until done, then asked again and refused': [
      'xstate.done.actor.fetchRun:underWay',
      'xstate.after.POLL_MS',
      'xstate.error.actor.pollRun:http500',
      'xstate.after.POLL_MS',
      'xstate.done.actor.pollRun:running',
      'xstate.after.POLL_MS',
      'xstate.done.actor.pollRun:done',
      'topics.generate',
      'xstate.error.actor.requestRun:tooFew',
      'topics.generate',
      'xstate.error.actor.requestRun:http500',
      'topics.generate',
      'xstate.done.actor.requestRun',
      'xstate.after.POLL_MS',
      'xstate.done.actor.pollRun:failed',
      'topics.generate',
    ],
    'status unknown: the button is offered anyway': [
      'xstate.error.actor.fetchRun:http500',
      'topics.generate',
    ],
    'asked for from scratch': ['xstate.done.actor.fetchRun:none', 'topics.generate'],
  },
  setup: async () => {
    const probe = createSnapshotProbe(topicGenerateMachine.id);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const session = await createTopicsConversation(server(), { pipeline: false });
    const rendered = renderTopicsAt(session, '', probe.inspect);
    backend.autoRelease('GET /conversations', 'real');
    backend.autoRelease('GET /topicMod/topics', 'real');
    await expectTopicsScreen();
    // No topic run yet, as the real server answers it: the tree says so, and its hint points to
    // the button below, not to a command.
    expect(await screen.findByText(da.topics.tree.empty, {}, SLOW)).toBeVisible();
    expect(screen.getByText(da.topics.tree.emptyHint)).toBeVisible();
    return { ...session, ...rendered, probe, consoleError };
  },
  teardown: ({ consoleError }) => {
    cleanup();
    consoleError.mockRestore();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'topics.generate': { exec: ({ user }) => user.click(generateButton()) },
    'xstate.after.POLL_MS': { exec: advanceDelay },
    'xstate.done.actor.fetchRun': {
      samples: {
        none: { output: { state: 'none', error: null } },
        underWay: { output: { state: 'running', error: null } },
      },
      exec: (_ctx, event) => backend.release(STATUS, run(event.output.state), SLOW),
    },
    'xstate.error.actor.fetchRun': {
      samples: {
        notFound: { error: new ApiError({ status: 404, statusText: 'Not Found' }) },
        http500: faultSamples.http500,
      },
      exec: (_ctx, _event, step) =>
        backend.release(
          STATUS,
          step.sample === 'notFound' ? { status: 404, text: 'Cannot GET' } : faultReply('http500'),
          SLOW,
        ),
    },
    'xstate.done.actor.pollRun': {
      samples: {
        running: { output: { state: 'running', error: null } },
        done: { output: { state: 'done', error: null } },
        failed: { output: { state: 'failed', error: 'Arbejderen stoppede' } },
      },
      exec: (_ctx, event) =>
        backend.release(STATUS, run(event.output.state, event.output.error), SLOW),
    },
    'xstate.error.actor.pollRun': {
      samples: { http500: faultSamples.http500 },
      exec: () => backend.release(STATUS, faultReply('http500'), SLOW),
    },
    'xstate.done.actor.requestRun': {
      samples: { queued: { output: { state: 'queued', error: null } } },
      exec: () =>
        backend.release(REQUEST, {
          status: 202,
          json: { status: 'success', run: { state: 'queued' } },
        }),
    },
    'xstate.error.actor.requestRun': {
      samples: {
        tooFew: {
          error: new ApiError({
            status: 400,
            statusText: 'Bad Request',
            polisError: 'polis_err_topics_too_few',
            reason: TOO_FEW,
          }),
        },
        http500: faultSamples.http500,
      },
      exec: (_ctx, _event, step) =>
        backend.release(
          REQUEST,
          step.sample === 'tooFew'
            ? {
                status: 400,
                json: { error: 'polis_err_topics_too_few', message: TOO_FEW, status: 400 },
              }
            : faultReply('http500'),
        ),
    },
  },
  states: {
    checking: async () => {
      await backend.waitForRequest(STATUS, SLOW);
      expect(await screen.findByRole('heading', { name: g.title })).toBeVisible();
      expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    },
    unavailable: async () => {
      await vi.waitFor(() => expect(screen.queryByRole('heading', { name: g.title })).toBeNull());
      expect(screen.queryByRole('button', { name: g.generate })).toBeNull();
    },
    idle: async () => {
      await vi.waitFor(() => expect(generateButton()).not.toHaveAttribute('aria-disabled'));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.getByText(g.intro)).toBeVisible();
    },
    requesting: async () => {
      const request = await backend.waitForRequest(REQUEST, SLOW);
      expect(await request.request.json()).toEqual({
        conversation_id: expect.stringMatching(/^[a-z0-9]{10}$/),
      });
      expect(await screen.findByText(g.requesting)).toBeVisible();
      expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    },
    running: async (_ctx, snapshot) => {
      const seconds = Math.round((snapshot.context.polls * 2000) / 1000);
      expect(await screen.findByText(g.running(seconds))).toBeVisible();
      expect(screen.getByText(g.runningHint)).toBeVisible();
      expect(generateButton()).toHaveAttribute('aria-disabled', 'true');
    },
    'running.waiting': () => {
      expect(screen.queryByRole('alert')).toBeNull();
    },
    'running.polling': async () => {
      await backend.waitForRequest(STATUS, SLOW);
    },
    done: async () => {
      expect(await screen.findByText(g.done)).toBeVisible();
      // The tree was told, and asked the server for the topics again.
      await vi.waitFor(() =>
        expect(backend.requests('GET /topicMod/topics').length).toBeGreaterThanOrEqual(2),
      );
      expect(generateButton()).not.toHaveAttribute('aria-disabled');
    },
    refused: async () => {
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(g.refused)).toBeVisible();
      expect(within(alert).getByText(TOO_FEW)).toBeVisible();
    },
    failed: async (_ctx, snapshot) => {
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(g.failed)).toBeVisible();
      // The run's own reason, or what the refused request got: the server's message or its status.
      const reason = snapshot.context.reason;
      expect(alert.textContent).toMatch(reason ?? /Der opstod en fejl på serveren|500/);
    },
  },
  labels: {
    events: {
      'topics.generate': "Klik 'Generér emner'",
      'xstate.after.POLL_MS': 'Vent 2 sekunder',
      'xstate.done.actor.fetchRun:none': 'Serveren: emnerne er aldrig fundet',
      'xstate.done.actor.fetchRun:underWay': 'Serveren: en kørsel er i gang',
      'xstate.error.actor.fetchRun:notFound': 'Serveren kender ikke ruten (upstream Polis): 404',
      'xstate.error.actor.fetchRun:http500': 'Serveren svarer 500 på status',
      'xstate.done.actor.pollRun:running': 'Serveren: kørslen er stadig i gang',
      'xstate.done.actor.pollRun:done': 'Serveren: emnerne er fundet',
      'xstate.done.actor.pollRun:failed': 'Serveren: kørslen mislykkedes',
      'xstate.error.actor.pollRun:http500': 'Serveren svarer 500 på status',
      'xstate.done.actor.requestRun:queued': 'Serveren sætter kørslen i kø (202)',
      'xstate.error.actor.requestRun:tooFew': 'Serveren: for få udsagn (400)',
      'xstate.error.actor.requestRun:http500': 'Serveren svarer 500 på bestillingen',
    },
    states: {
      checking: "'Find emner' med knappen låst, mens status hentes",
      unavailable: 'Intet afsnit (serveren har ikke funktionen)',
      idle: "Knappen 'Generér emner'",
      requesting: "'Beder serveren om at finde emner…'",
      running: "'Finder emner … (n s)' og at man kan gå videre imens",
      'running.waiting': 'Venter 2 sekunder før næste spørgsmål',
      'running.polling': 'Spørger serveren, hvordan det går',
      done: "'Emnerne er klar.', og træet henter emnerne igen",
      refused: "'Der er for få udsagn …' med serverens begrundelse",
      failed: "'Emnerne kunne ikke findes.' med begrundelsen",
    },
  },
});
