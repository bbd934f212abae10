// Faults of saving settings on the configure screen (SPEC §4 "Settings save", §8): a save that
// fails (500, no network, timeout) shows the message and keeps what was typed; it is saved once the
// server answers again, by the retry button or by the next save; edits made while a save is in
// flight go out in order. Through the real app and the real server, with every PUT held.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/client';
import { da } from '../../../src/copy/da';
import { createGatedBackend } from '../harness/gatedBackend';
import { expectConfigureScreen, openAdmin, SLOW, TOPIC } from '../support/adminArea';
import { failRequest } from '../support/apiFaults';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
});
afterEach(() => {
  vi.useRealTimers();
});

const topicField = () => screen.getByLabelText(da.configure.fields.topic.label);
const descriptionField = () => screen.getByLabelText(da.configure.fields.description.label);
const openToggle = () => screen.getByLabelText(da.configure.fields.is_active.label);

async function openConfigure() {
  const opened = await openAdmin(server(), '');
  backend.autoRelease('GET /conversations', 'real');
  await expectConfigureScreen();
  return opened;
}

/** The conversation as the server now holds it. */
async function stored(conversationId: string, token: string) {
  const response = await server().request(
    `/api/v3/conversations?conversation_id=${conversationId}`,
    {
      token,
    },
  );
  return (await response.json()) as Record<string, unknown>;
}

async function putBodies() {
  return Promise.all(
    backend
      .requests('PUT /conversations')
      .map(async (r) => (await r.request.clone().json()) as Record<string, unknown>),
  );
}

async function expectSaveError() {
  const alert = await screen.findByRole('alert', {}, SLOW);
  expect(alert).toHaveTextContent(da.configure.saveError);
  return alert;
}

describe('a failed save', () => {
  it.each(['http500', 'network', 'timeout'] as const)(
    'shows the message, keeps the typed value, and saves it on retry (%s)',
    async (fault) => {
      const { user, conversationId, owner } = await openConfigure();
      await user.clear(topicField());
      await user.type(topicField(), 'Cykelstier langs havnen');
      await user.tab();
      await failRequest(backend, 'PUT /conversations', fault);

      const alert = await expectSaveError();
      expect(topicField()).toHaveValue('Cykelstier langs havnen');
      expect((await stored(conversationId, owner.access_token)).topic).toBe(TOPIC);

      await user.click(within(alert).getByRole('button', { name: da.configure.retry }));
      expect(await screen.findByText(da.configure.saving)).toBeVisible();
      await backend.release('PUT /conversations', 'real');
      expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
      expect(screen.queryByText(da.configure.saveError)).not.toBeInTheDocument();
      expect(topicField()).toHaveValue('Cykelstier langs havnen');
      expect((await stored(conversationId, owner.access_token)).topic).toBe(
        'Cykelstier langs havnen',
      );
    },
  );

  it('is saved by the next successful save, before the new edit', async () => {
    const { user, conversationId, owner } = await openConfigure();
    await user.clear(topicField());
    await user.type(topicField(), 'Tabt titel?');
    await user.tab();
    await failRequest(backend, 'PUT /conversations', 'network');
    await expectSaveError();

    // Another edit: the failed one goes first, then the new one.
    await user.click(openToggle());
    await backend.release('PUT /conversations', 'real');
    await backend.release('PUT /conversations', 'real');
    expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();

    const bodies = await putBodies();
    expect(bodies.map((b) => [b.topic, b.is_active])).toEqual([
      ['Tabt titel?', true], // the one that failed
      ['Tabt titel?', true], // sent again
      ['Tabt titel?', false], // then the toggle, on top of the saved title
    ]);
    expect(await stored(conversationId, owner.access_token)).toMatchObject({
      topic: 'Tabt titel?',
      is_active: false,
    });
  });

  it('after a timeout, says so and keeps the form usable', async () => {
    const { user } = await openConfigure();
    await user.click(openToggle());
    await backend.waitForRequest('PUT /conversations');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const alert = await expectSaveError();
    expect(alert).toHaveTextContent(da.errors.statusLine(0, 'Timeout'));
    expect(openToggle()).not.toBeChecked();
  });
});

describe('edits during an in-flight save', () => {
  it('are queued and sent in order, none dropped', async () => {
    const { user, conversationId, owner } = await openConfigure();
    await user.clear(topicField());
    await user.type(topicField(), 'Første');
    await user.tab(); // PUT 1, held
    await backend.waitForRequest('PUT /conversations');
    expect(screen.getByText(da.configure.saving)).toBeVisible();

    await user.click(openToggle()); // queued
    await user.clear(descriptionField());
    await user.type(descriptionField(), 'Anden');
    await user.tab(); // queued
    await user.clear(topicField());
    await user.type(topicField(), 'Tredje');
    await user.tab(); // queued
    // Still one request in flight; the form shows every edit.
    expect(backend.requests('PUT /conversations')).toHaveLength(1);
    expect(topicField()).toHaveValue('Tredje');
    expect(descriptionField()).toHaveValue('Anden');
    expect(openToggle()).not.toBeChecked();

    for (let i = 0; i < 4; i++) await backend.release('PUT /conversations', 'real');
    expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();

    const bodies = await putBodies();
    expect(bodies.map((b) => [b.topic, b.is_active, b.description])).toEqual([
      ['Første', true, expect.any(String)],
      ['Første', false, expect.any(String)],
      ['Første', false, 'Anden'],
      ['Tredje', false, 'Anden'],
    ]);
    expect(await stored(conversationId, owner.access_token)).toMatchObject({
      topic: 'Tredje',
      description: 'Anden',
      is_active: false,
    });
    // The sidebar reflects the saved settings.
    const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
    expect(within(nav).getByText('Tredje')).toBeVisible();
    expect(within(nav).getByText(da.adminArea.status(false))).toBeVisible();
  });
});

describe('help colours', () => {
  it('a blank colour becomes "default"', async () => {
    const { user, conversationId, owner } = await openConfigure();
    const colour = screen.getByLabelText(da.configure.fields.help_bgcolor.label);
    await user.clear(colour);
    await user.type(colour, '#ffeecc');
    await user.tab();
    await backend.release('PUT /conversations', 'real');
    expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
    expect((await stored(conversationId, owner.access_token)).help_bgcolor).toBe('#ffeecc');

    await user.clear(colour);
    await user.tab();
    expect(colour).toHaveValue('default');
    const put = await backend.release('PUT /conversations', 'real');
    expect(((await put.request.clone().json()) as { help_bgcolor: string }).help_bgcolor).toBe(
      'default',
    );
    expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
    expect((await stored(conversationId, owner.access_token)).help_bgcolor).toBe('default');
  });
});
