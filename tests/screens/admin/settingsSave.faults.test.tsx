// Faults of saving settings on the configure screen (docs/behaviour.md#settingssave), beyond the
// chart's paths: a failed edit is saved by the next save, before the new one; edits made while a
// save is in flight go out in order; a timeout names itself, and its edit is saved by the retry; a
// blank colour becomes "default"; leaving the area (or the tab) with edits unsaved asks first, in a
// dialog that keeps the focus; a change made in another window shows when the tab comes back.
// Through the real app and the real server, with every PUT held. What a failed save shows (500, no
// network) and how it is retried, and a save finishing (or a failed one waiting) while the share
// screen shows, are journeys of tests/model/configure/settingsSave.model.test.tsx; every fault × retry is a
// row of both fault matrices.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/common/client';
import * as da from '../../../src/copy/da';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { expectConfigureScreen, openAdmin, SLOW } from '../../model/support/adminArea';
import { failRequest } from '../../model/support/apiFaults';
import { locationOf, setupTestServer } from '../../model/support/app';
import { useFakeClock } from '../../support/fakeClock';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

useFakeClock();

const topicField = () => screen.getByLabelText(da.configure.fields.topic.label);
const descriptionField = () => screen.getByLabelText(da.configure.fields.description.label);
const openToggle = () => screen.getByLabelText(da.configure.fields.is_active.label);

async function openConfigure() {
  const opened = await openAdmin(server(), '');
  backend.autoRelease('GET /conversations', 'real');
  backend.autoRelease('GET /seedComments', 'real');
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

/** 'Tjek din forbindelse' only when nothing answered; a server's error says it was not saved. */
async function expectSaveError(fault: 'http500' | 'network' = 'network') {
  const alert = await screen.findByRole('alert', {}, SLOW);
  if (fault === 'http500') {
    expect(alert).toHaveTextContent(da.configure.saveRefused);
    expect(alert).not.toHaveTextContent(da.configure.saveError);
  } else {
    expect(alert).toHaveTextContent(da.configure.saveError);
  }
  return alert;
}

describe('a failed save', () => {
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

    // Only the changed setting goes out each time, never the rest of the form.
    const bodies = await putBodies();
    expect(bodies.map((b) => [b.topic, b.is_active])).toEqual([
      ['Tabt titel?', undefined], // the one that failed
      ['Tabt titel?', undefined], // sent again
      [undefined, false], // then the toggle
    ]);
    expect(await stored(conversationId, owner.access_token)).toMatchObject({
      topic: 'Tabt titel?',
      is_active: false,
    });
  });

  it('after a timeout, says so, keeps the edit, and the retry saves it', async () => {
    const { user, conversationId, owner } = await openConfigure();
    await user.click(openToggle());
    await backend.waitForRequest('PUT /conversations');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const alert = await expectSaveError();
    expect(alert).toHaveTextContent(da.errors.statusLine(0, 'Timeout'));
    expect(openToggle()).not.toBeChecked();
    expect((await stored(conversationId, owner.access_token)).is_active).toBe(true);

    await user.click(within(alert).getByRole('button', { name: da.configure.retry }));
    await backend.release('PUT /conversations', 'real');
    expect(await screen.findByText(da.configure.saved, {}, SLOW)).toBeVisible();
    expect(openToggle()).not.toBeChecked();
    expect((await stored(conversationId, owner.access_token)).is_active).toBe(false);
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
      ['Første', undefined, undefined],
      [undefined, false, undefined],
      [undefined, undefined, 'Anden'],
      ['Tredje', undefined, undefined],
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

describe('moving about the admin area', () => {
  const NEW_TOPIC = 'Cykelstier langs havnen';
  type User = Awaited<ReturnType<typeof openConfigure>>['user'];
  const sidebar = () => screen.getByRole('navigation', { name: da.adminArea.navLabel });
  const follow = (user: User, name: string) =>
    user.click(within(sidebar()).getByRole('link', { name }));

  /** The configure screen, its topic changed and committed: the PUT is held. */
  async function editTopic() {
    const opened = await openConfigure();
    // What the share and conversation-list screens load on the way.
    backend.autoRelease('GET /comments', 'real');
    backend.autoRelease('GET /conversationUuid', 'real');
    backend.autoRelease('GET /users', 'real');
    await opened.user.clear(topicField());
    await opened.user.type(topicField(), NEW_TOPIC);
    await opened.user.tab();
    await backend.waitForRequest('PUT /conversations');
    return opened;
  }

  async function toShare(user: User) {
    await follow(user, da.adminArea.links.share);
    expect(
      await screen.findByRole('heading', { level: 1, name: da.share.heading }, SLOW),
    ).toBeVisible();
    expect(await screen.findByText(da.share.accepted(0), {}, SLOW)).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  }

  it('leaving the area with an unsaved edit asks first: stay, or leave anyway', async () => {
    const { user, router, conversationId } = await editTopic();
    await failRequest(backend, 'PUT /conversations', 'http500');
    await expectSaveError('http500');
    const here = `/m/${conversationId}`;
    const toList = within(sidebar()).getByRole('link', { name: da.adminArea.links.conversations });
    /** Follows 'Dine samtaler': the dialog asks instead. */
    const tryToLeave = async () => {
      await user.click(toList);
      const dialog = await screen.findByRole('alertdialog', { name: da.configure.leave.title });
      expect(locationOf(router)).toBe(here);
      return {
        dialog,
        stay: within(dialog).getByRole('button', { name: da.configure.leave.stay }),
        leave: within(dialog).getByRole('button', { name: da.configure.leave.leave }),
      };
    };

    const { dialog, stay, leave } = await tryToLeave();
    expect(dialog).toHaveAccessibleDescription(da.configure.leave.body);
    // Focus starts on the safe choice and stays inside the dialog.
    expect(stay).toHaveFocus();
    await user.tab();
    expect(leave).toHaveFocus();
    await user.tab();
    expect(stay).toHaveFocus();

    // 'Bliv på siden': still here, the edit kept, focus back on the link.
    await user.click(stay);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(locationOf(router)).toBe(here);
    expect(toList).toHaveFocus();
    expect(topicField()).toHaveValue(NEW_TOPIC);

    // Escape means stay, too.
    expect((await tryToLeave()).stay).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(locationOf(router)).toBe(here);
    expect(toList).toHaveFocus();

    // 'Forlad siden alligevel': gone.
    await user.click((await tryToLeave()).leave);
    await vi.waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: da.configure.heading })).not.toBeInTheDocument(),
    );
  });

  it('a save still in flight counts as unsaved, a saved one not; moving within the area never asks', async () => {
    const { user, router } = await editTopic();
    await toShare(user);
    await follow(user, da.adminArea.links.conversations);
    expect(
      await screen.findByRole('alertdialog', { name: da.configure.leave.title }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: da.configure.leave.stay }));
    expect(locationOf(router)).toMatch(/\/share$/);
    await backend.release('PUT /conversations', 'real');
    expect(await within(sidebar()).findByText(NEW_TOPIC, {}, SLOW)).toBeVisible();
    // Everything is saved now: leaving the area asks nothing.
    await follow(user, da.adminArea.links.conversations);
    await vi.waitFor(() => expect(locationOf(router)).toBe('/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('closing or reloading the tab with an unsaved edit makes the browser ask', async () => {
    const { user } = await editTopic();
    const unload = () => fireEvent(window, new Event('beforeunload', { cancelable: true }));
    // fireEvent returns false when a listener cancelled the event: the browser would ask.
    expect(unload()).toBe(false);
    await toShare(user);
    expect(unload()).toBe(false);
    await backend.release('PUT /conversations', 'real');
    expect(await within(sidebar()).findByText(NEW_TOPIC, {}, SLOW)).toBeVisible();
    expect(unload()).toBe(true);
  });
});

describe('another window', () => {
  it('its change shows when the tab comes back; a field being typed keeps what is typed', async () => {
    const { user, conversationId, owner } = await openConfigure();
    await user.clear(descriptionField());
    await user.type(descriptionField(), 'Jeg skriver stadig');
    // Another window of the same owner saves a new topic and description.
    const other = await server().request('/api/v3/conversations', {
      method: 'PUT',
      token: owner.access_token,
      json: { conversation_id: conversationId, topic: 'Fra det andet vindue', description: 'X' },
    });
    expect(other.status).toBe(200);

    fireEvent(document, new Event('visibilitychange'));
    await vi.waitFor(() => expect(topicField()).toHaveValue('Fra det andet vindue'));
    expect(descriptionField()).toHaveValue('Jeg skriver stadig');
    // Nothing was sent back by the refresh.
    expect(backend.requests('PUT /conversations')).toHaveLength(0);
  });
});
