// Faults and odd answers on the topic screens, through the real app and (where the server can
// produce it) the real server: an unknown topic key, a malformed or partial topics payload,
// proximity points at NaN/Infinity, and the routes. Also: rows and cards re-render only when
// their own slice of the chart changes (counted through the one formatter each renders with).
// A conversation without topics (the hint, the button) is checked by the topicTree and
// topicGenerate model tests.
import 'vitest-canvas-mock';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { formatPosition, topicCommentsPath } from '../../../src/views/topics/topicText';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { setupTestServer } from '../../model/support/app';
import {
  createTopicsConversation,
  expectTopicsScreen,
  renderTopicsAt,
  SLOW,
  type TopicsSession,
} from '../../model/support/topics';

vi.mock('../../../src/views/topics/topicText', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/views/topics/topicText')>();
  return {
    ...original,
    formatPosition: vi.fn(original.formatPosition),
    topicCommentsPath: vi.fn(original.topicCommentsPath),
  };
});

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const t = da.topics;

async function open(
  subpath: string | ((session: TopicsSession) => string),
  { pipeline = true } = {},
) {
  const session = await createTopicsConversation(server(), { pipeline });
  const rendered = renderTopicsAt(
    session,
    typeof subpath === 'string' ? subpath : subpath(session),
  );
  backend.autoRelease('GET /conversations', 'real');
  // 'Find emner' under the tree asks how the last topic run stands.
  backend.autoRelease('GET /topicMod/generate', 'real');
  await expectTopicsScreen();
  return { ...session, ...rendered };
}

// By text, not role: 500 cards make a role query slow in jsdom.
const cardNamed = (name: string) => screen.getByText(name, { selector: 'h3' }).closest('li')!;

describe('topic comments', () => {
  it('an unknown topic key gives a clear error, not a crash', async () => {
    const { user, conversationId } = await open(`/topic/${encodeURIComponent('nope#9#9')}`);
    const request = await backend.release('GET /topicMod/topics/:key/comments', 'real', SLOW);
    expect(request.url.pathname).toBe('/api/v3/topicMod/topics/nope%239%239/comments');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.comments.failed);
    expect(alert).toHaveTextContent('Emnet "nope#9#9" findes ikke i denne samtale');
    expect(screen.getByRole('heading', { name: t.comments.heading('nope#9#9') })).toBeVisible();
    // Back to the tree, which loads.
    backend.autoRelease('GET /topicMod/topics', 'real');
    await user.click(screen.getByRole('link', { name: t.comments.back }));
    expect(await screen.findByRole('button', { name: t.tree.allLayers }, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: t.tabs.tree })).toHaveAttribute(
      'href',
      `/m/${conversationId}/topics`,
    );
  });

  it('a row re-renders only when its own selection changes', async () => {
    const { user } = await open(
      (s) => `/topic/${encodeURIComponent(s.layers[0].topics[0].topic_key)}`,
    );
    backend.autoRelease('GET /topicMod/topics/:key/comments', 'real');
    const list = await screen.findByRole('list', { name: t.comments.listLabel }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(1);
    const renders = vi.mocked(formatPosition);
    renders.mockClear();
    await user.click(within(rows[1]).getByRole('checkbox'));
    expect(within(rows[1]).getByRole('checkbox')).toBeChecked();
    expect(renders).toHaveBeenCalledTimes(1);
    // Select all: every row changes, so every row renders once.
    renders.mockClear();
    await user.click(screen.getByRole('checkbox', { name: /^Vælg alle/ }));
    expect(renders).toHaveBeenCalledTimes(rows.length - 1);
  });
});

describe('topics tree', () => {
  it('a partial payload gets the documented defaults: no layer, no moderation, no name, no count', async () => {
    const { user } = await open('', { pipeline: false });
    await backend.release(
      'GET /topicMod/topics',
      {
        status: 200,
        json: {
          status: 'success',
          topics_by_layer: {
            '1': [{ topic_key: 'up#1#0', topic_name: 'Busser', moderation: { status: 'accept' } }],
            '0': { '2': { topic_key: 'up#0#2', topic_name: '', moderation: null } },
          },
        },
      },
      SLOW,
    );
    const layerButtons = await screen.findByRole('group', { name: t.tree.layersLabel }, SLOW);
    expect(
      within(layerButtons)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Lag 0', 'Lag 1', 'Alle lag']);
    expect(screen.getByRole('heading', { name: t.tree.layerHeading(0, 1) })).toBeVisible();
    const card = cardNamed(t.tree.unnamed);
    expect(within(card).getByText(t.tree.status('pending'))).toBeVisible();
    expect(within(card).getByRole('heading', { name: t.tree.unnamed })).toBeVisible();
    expect(within(card).queryByText(/ comments$/)).not.toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: t.tree.expand(t.tree.unnamed) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent(t.tree.details);
    // Layer and cluster are the model's: behind 'Detaljer', not on the card.
    expect(within(card).queryByText(t.tree.cardPosition(0, 2))).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = card.querySelector('dl')!;
    expect(details).toHaveTextContent(t.tree.cardPosition(0, 2));
    expect(details).toHaveTextContent(`${t.tree.model}${t.tree.unknown}`);
    expect(details).toHaveTextContent(`${t.tree.created}${t.tree.unknown}`);
    expect(details).toHaveTextContent(`${t.tree.moderatedBy}${t.tree.notModerated}`);
    // 'accept' upstream reads as accepted: its Accept button is disabled.
    await user.click(screen.getByRole('button', { name: 'Alle lag' }));
    const accepted = cardNamed('Busser');
    expect(within(accepted).getByText(t.tree.status('accepted'))).toBeVisible();
    expect(within(accepted).getByRole('button', { name: t.tree.accept })).toBeDisabled();
    expect(within(accepted).getByRole('link', { name: t.tree.viewComments })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/topics\/topic\/up%231%230$/),
    );
  });

  it('a body that is not JSON is "Error: Failed to load topics" with a Retry', async () => {
    await open('', { pipeline: false });
    await backend.release('GET /topicMod/topics', 'malformed', SLOW);
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(t.errorLine(t.tree.failed));
    expect(within(alert).getByRole('button', { name: t.retry })).toBeVisible();
  });

  it('500 topics: toggling one card re-renders that card only', async () => {
    const topics = Array.from({ length: 500 }, (_, i) => ({
      topic_key: `big#0#${i}`,
      topic_name: `Emne ${i}`,
      layer_id: 0,
      cluster_id: i,
      moderation: { status: 'pending', comment_count: 3 },
    }));
    const { user } = await open('', { pipeline: false });
    await backend.release(
      'GET /topicMod/topics',
      { status: 200, json: { status: 'success', topics_by_layer: { '0': topics } } },
      SLOW,
    );
    expect(
      await screen.findByRole('heading', { name: t.tree.layerHeading(0, 500) }, SLOW),
    ).toBeVisible();
    const renders = vi.mocked(topicCommentsPath);
    renders.mockClear();
    await user.click(within(cardNamed('Emne 250')).getByRole('button', { name: /detaljer/ }));
    // Counting renders, not timing them: speed is measured by `npm run bench`, in Chromium.
    expect(renders).toHaveBeenCalledTimes(1);
  });
});

describe('proximity', () => {
  it('drops points at NaN or Infinity and says how many were left off', async () => {
    await open('/proximity', { pipeline: false });
    await backend.release(
      'GET /topicMod/proximity',
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
        text:
          '{"status":"success","proximity_data":[' +
          '{"comment_id":1,"umap_x":0.5,"umap_y":1.5,"cluster_id":0,"layer_id":0,"comment_text":"a"},' +
          '{"comment_id":2,"umap_x":1.5,"umap_y":0.5,"cluster_id":0,"layer_id":0,"comment_text":"b"},' +
          '{"comment_id":3,"umap_x":1e999,"umap_y":0.5,"cluster_id":0,"layer_id":0},' +
          '{"comment_id":4,"umap_x":"NaN","umap_y":0.5,"cluster_id":0,"layer_id":0},' +
          '{"comment_id":5,"umap_x":2,"umap_y":-1e999,"cluster_id":0,"layer_id":0}]}',
      },
      SLOW,
    );
    const figure = await screen.findByRole('figure', {}, SLOW);
    expect(figure).toHaveAccessibleName(t.proximity.plotLabel(2, 0));
    expect(screen.getByText(t.proximity.unplaced(3))).toBeVisible();
    expect(screen.getByText(`${t.status.pending} (2)`)).toBeVisible();
  });
});
