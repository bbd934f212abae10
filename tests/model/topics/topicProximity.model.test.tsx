// Model-based test of the topicProximity chart (src/machines/topics/topicProximity.machine.ts): every
// path walked through the real proximity tab at /m/{id}/topics/proximity, against the gated
// backend forwarding to the real server (positions from its own pipeline). The drawing itself is
// checked in Chromium (tests/e2e); here the canvas is vitest-canvas-mock's.
import 'vitest-canvas-mock';
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ProximityData } from '../../../src/api/topics/topicParsing';
import type { ProximityPoint } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { topicProximityMachine } from '../../../src/machines/topics/topicProximity.machine';
import { failureHeadline, statusLabel } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { setupTestServer } from '../support/app';
import {
  createTopicsConversation,
  expectTopicsScreen,
  faultReply,
  faultSamples,
  renderTopicsAt,
  SLOW,
  STATEMENT_COUNT,
} from '../support/topics';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const t = da.topics.proximity;
const PROXIMITY = 'GET /topicMod/proximity';

const modelPoint = (id: number): ProximityPoint => ({
  comment_id: id,
  umap_x: id,
  umap_y: -id,
  cluster_id: 0,
  layer_id: 0,
  weight: 1,
  moderation_status: 'pending',
  comment_text: `Udsagn ${id}`,
});
const POINTS: ProximityData = { points: [1, 2, 3].map(modelPoint), unplaced: 0 };
const UNPLACED: ProximityData = { points: [], unplaced: 3 };
const NONE: ProximityData = { points: [], unplaced: 0 };

/** JSON that parses to Infinity (1e999), a text NaN and a null: none of them can be placed. */
const UNPLACEABLE_JSON =
  '{"status":"success","message":"3 punkter.","proximity_data":[' +
  '{"comment_id":1,"umap_x":1e999,"umap_y":0.5,"cluster_id":0,"layer_id":0},' +
  '{"comment_id":2,"umap_x":"NaN","umap_y":1,"cluster_id":0,"layer_id":0},' +
  '{"comment_id":3,"umap_x":null,"umap_y":-1e999,"cluster_id":0,"layer_id":0}]}';

const layerSelect = () => screen.getByRole('combobox', { name: t.layerLabel });

defineModelTest({
  name: 'topicProximity',
  machine: topicProximityMachine,
  input: { conversationId: 'c000000001' },
  serializeState: (s) => JSON.stringify([s.value, s.context.layer]),
  // Twelve generated paths of about 1 s each covered what the three journeys below cover.
  paths: () => [],
  journeys: {
    'every outcome, one after another, across the layers': [
      'xstate.done.actor.fetchProximity:points',
      'list.toggle',
      'layer.select:one',
      'xstate.done.actor.fetchProximity:unplaced',
      'layer.select:two',
      'xstate.done.actor.fetchProximity:none',
      'layer.select:zero',
      'xstate.error.actor.fetchProximity:http500',
      'proximity.retry',
      'xstate.done.actor.fetchProximity:points',
    ],
    'retry after a failure, then change layer while loading': [
      'xstate.error.actor.fetchProximity:network',
      'proximity.retry',
      'layer.select:two',
      'xstate.done.actor.fetchProximity:points',
    ],
    'browse the layers of a loaded map': [
      'xstate.done.actor.fetchProximity:points',
      'layer.select:one',
      'xstate.done.actor.fetchProximity:points',
      'layer.select:two',
      'xstate.error.actor.fetchProximity:statusError',
      'layer.select:zero',
      'xstate.done.actor.fetchProximity:points',
      'list.toggle',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(topicProximityMachine.id);
    const session = await createTopicsConversation(server());
    const rendered = renderTopicsAt(session, '/proximity', probe.inspect);
    backend.autoRelease('GET /conversations', 'real');
    await expectTopicsScreen();
    await backend.waitForRequest(PROXIMITY, SLOW);
    return { ...session, ...rendered, probe };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'layer.select': {
      samples: { zero: { layer: 0 }, one: { layer: 1 }, two: { layer: 2 } },
      exec: ({ user }, event) => user.selectOptions(layerSelect(), String(event.layer)),
    },
    'proximity.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.topics.retry })),
    },
    'list.toggle': {
      exec: ({ user }) =>
        user.click(
          screen.getByRole('button', { name: new RegExp(`^(${t.showList}|${t.hideList})$`) }),
        ),
    },
    'xstate.done.actor.fetchProximity': {
      samples: {
        points: { output: POINTS },
        unplaced: { output: UNPLACED },
        none: { output: NONE },
      },
      exec: (_ctx, _event, step) =>
        backend.release(
          PROXIMITY,
          step.sample === 'points'
            ? 'real'
            : step.sample === 'unplaced'
              ? {
                  status: 200,
                  text: UNPLACEABLE_JSON,
                  headers: { 'content-type': 'application/json' },
                }
              : { status: 200, json: { status: 'success', proximity_data: [] } },
          SLOW,
        ),
    },
    'xstate.error.actor.fetchProximity': {
      samples: faultSamples,
      exec: (_ctx, _event, step) => backend.release(PROXIMITY, faultReply(step.sample), SLOW),
    },
  },
  states: {
    loading: async ({ conversationId }, snapshot) => {
      const request = await backend.waitForRequest(PROXIMITY, SLOW);
      expect(Object.fromEntries(request.url.searchParams)).toEqual({
        conversation_id: conversationId,
        report_id: conversationId,
        layer_id: String(snapshot.context.layer),
      });
      expect(await screen.findByText(t.loading)).toBeVisible();
      expect(layerSelect()).toHaveValue(String(snapshot.context.layer));
    },
    loaded: async ({ probe }, snapshot) => {
      const figure = await screen.findByRole('figure');
      const real = probe.latest()!.context as { points: ProximityPoint[] };
      expect(real.points.length).toBeGreaterThan(0);
      expect(real.points.length).toBeLessThanOrEqual(STATEMENT_COUNT);
      expect(figure).toHaveAccessibleName(t.plotLabel(real.points.length, snapshot.context.layer));
      expect(figure.querySelector('canvas')).not.toBeNull();
      const legend = screen.getByRole('list', { name: t.legendLabel });
      const pending = real.points.filter((p) => p.moderation_status === 'pending').length;
      expect(within(legend).getByText(`${statusLabel('pending')} (${pending})`)).toBeVisible();
      expect(layerSelect()).toHaveValue(String(snapshot.context.layer));
      // No coordinates for readers: the caption says what distance means.
      expect(within(figure).getByText(t.caption)).toBeVisible();
      expect(screen.queryByText(/UMAP/)).toBeNull();
      // The list alternative: every point of the map, topic by topic.
      const toggle = screen.getByRole('button', {
        name: snapshot.context.listed ? t.hideList : t.showList,
      });
      expect(toggle).toHaveAttribute('aria-expanded', String(snapshot.context.listed));
      const list = screen.queryByRole('list', { name: t.listLabel });
      if (snapshot.context.listed) {
        const texts = [...list!.querySelectorAll('ul > li')].map((li) => li.textContent);
        expect(texts).toHaveLength(real.points.length);
        for (const point of real.points) {
          expect(texts.some((text) => text!.startsWith(point.comment_text!))).toBe(true);
        }
      } else {
        expect(list).toBeNull();
      }
    },
    unplaced: async () => {
      expect(await screen.findByText(t.noCoordinates)).toBeVisible();
      expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    },
    empty: async () => {
      expect(await screen.findByText(t.empty)).toBeVisible();
      expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    },
    failed: async (_ctx, snapshot) => {
      const error = snapshot.context.error!;
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(failureHeadline(error, t));
      expect(within(alert).getByRole('button', { name: da.topics.retry })).toBeVisible();
      await vi.waitFor(() => expect(screen.queryByText(t.loading)).not.toBeInTheDocument());
    },
  },
  labels: {
    events: {
      'layer.select:zero': "Vælg 'Lag 0' under 'Lag'",
      'layer.select:one': "Vælg 'Lag 1' under 'Lag'",
      'layer.select:two': "Vælg 'Lag 2' under 'Lag'",
      'proximity.retry': "Klik 'Prøv igen'",
      'list.toggle': "Klik 'Vis kortet som liste' (eller 'Skjul listen')",
      'xstate.done.actor.fetchProximity:points': 'Serveren sender lagets punkter',
      'xstate.done.actor.fetchProximity:unplaced':
        'Serveren sender 3 punkter uden gyldige koordinater',
      'xstate.done.actor.fetchProximity:none': 'Serveren sender ingen punkter',
      'xstate.error.actor.fetchProximity:http500': 'Serveren svarer 500',
      'xstate.error.actor.fetchProximity:network': 'Ingen forbindelse til serveren',
      'xstate.error.actor.fetchProximity:statusError':
        "Serveren svarer 200 med fejlen 'Emnejobbet findes ikke'",
    },
    states: {
      loading: "'Henter nærhedskortet…'; 'Lag' viser det valgte lag",
      loaded: "Kortet 'Kort over N udsagn i lag L …' og forklaringen med 'Afventer (N)'",
      unplaced: "'Udsagnene har ingen koordinater at vise'; intet kort",
      empty: "'Der er ingen udsagn at vise på kortet for dette lag.'; intet kort",
      failed:
        "'Nærhedskortet kunne ikke hentes' (eller '… fordi der ikke er forbindelse til serveren') med 'Prøv igen'",
    },
  },
});
