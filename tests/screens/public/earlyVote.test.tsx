// A tap before the app is live is not lost (docs/architecture.md#the-first-paint): the page as the
// server sends it (its first paint and boot data, made by the server's code for a real
// conversation), public/early-vote.js run on it as the browser runs it, a tap or a keypress on a
// server-rendered vote button, then the app started as publicMain.tsx starts it. The vote reaches
// the server for the statement the page showed, once; the app's card takes the place of the
// server's, with the focus where the keyboard left it. A device with a participant token shows the
// loading line instead of a newcomer's statement, and takes no tap on it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import { act } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { participantTokenKey } from '../../../src/api/public/participation/participantToken';
import { FIRST_PAINT } from '../../../contract/boot';
import * as da from '../../../src/copy/da';
import { startPublic } from '../../../src/routes/public/startPublic';
import { bootDataFor, withBootData } from '../../../server/participation/bootData';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import {
  createPublicConversation,
  ensureStatements,
  STATEMENTS,
} from '../../model/support/publicPages';
import { setupPublicServer } from '../../model/support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const SCRIPT = readFileSync(resolve(process.cwd(), `public${FIRST_PAINT.script}`), 'utf8');
const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

let undo: (() => void)[] = [];
afterEach(async () => {
  for (const step of undo.reverse()) await step();
  undo = [];
});

/** The served page's body in this document at /{id}, and the early-vote script run on it. */
async function openServedPage(options: { token?: boolean } = {}) {
  window.localStorage.clear();
  const conversation = await createPublicConversation(server());
  await ensureStatements(server(), conversation);
  const id = conversation.conversationId;
  const html = withBootData(PAGE, await bootDataFor(server(), id));
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1];
  const path = window.location.pathname;
  window.history.replaceState(null, '', `/${id}`);
  if (options.token) window.localStorage.setItem(participantTokenKey(id), 'a-token');
  const listen = vi.spyOn(document, 'addEventListener');
  new Function(SCRIPT)();
  const listeners = listen.mock.calls;
  listen.mockRestore();
  undo.push(() => {
    for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    document.documentElement.classList.remove(FIRST_PAINT.returningClass);
    window.history.replaceState(null, '', path);
    window.localStorage.clear();
    // The served page's body goes too: the next test file in this worker starts from an empty one.
    document.body.innerHTML = '';
  });
  const card = document.getElementById(FIRST_PAINT.statementId)!;
  return { id, zid: conversation.zid, card, tid: Number(card.getAttribute('data-tid')) };
}

type ActEnvironment = { IS_REACT_ACT_ENVIRONMENT?: boolean };

async function start(): Promise<Root> {
  // Rendered here rather than by Testing Library's render, which sets this itself.
  const global = globalThis as ActEnvironment;
  const actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = true;
  undo.push(() => void (global.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
  let root: Root | undefined;
  await act(async () => {
    root = await startPublic();
  });
  undo.push(() => act(() => root!.unmount()));
  return root!;
}

const serverButton = (card: HTMLElement, label: string) =>
  [...card.querySelectorAll('button')].find((b) => b.textContent === label)!;

it('keeps a tap made before the app is live and casts it when the app starts', async () => {
  const { card, tid, id, zid } = await openServedPage();
  const votes = async () =>
    (
      await server().db.query('SELECT pid, tid, vote FROM votes WHERE zid = $1 ORDER BY vote_id', [
        zid,
      ])
    ).rows;
  const before = await votes();
  const user = userEvent.setup();
  expect(card.textContent).toContain(STATEMENTS[0]);
  const status = card.querySelector('[role="status"]')!;
  expect(status.textContent).toBe('');

  await user.click(serverButton(card, da.participation.disagree));
  expect(status.textContent).toBe(da.participation.earlyVote);
  expect(card.getAttribute(FIRST_PAINT.earlyVoteAttribute)).toBe('disagree');
  expect(serverButton(card, da.participation.disagree)).toHaveClass('vote-button--pending');
  for (const button of card.querySelectorAll('button')) {
    expect(button).toHaveAttribute('aria-disabled', 'true');
  }
  // A second tap changes nothing: the first one is the vote.
  await user.click(serverButton(card, da.participation.agree));
  expect(card.getAttribute(FIRST_PAINT.earlyVoteAttribute)).toBe('disagree');

  await start();
  // The app's card replaced the server's, already sending the vote.
  expect(document.getElementById(FIRST_PAINT.statementId)).toBeNull();
  const request = await backend.waitForRequest('POST /votes');
  expect(await request.request.clone().json()).toEqual({ conversation_id: id, tid, vote: 1 });
  expect(screen.getByText(da.participation.saving)).toBeVisible();
  await backend.release('POST /votes', 'real');
  expect(await screen.findByText(da.participation.progress(2, 3))).toBeVisible();
  // Stored once, by the new participant: the tap became exactly one vote.
  const added = (await votes()).slice(before.length);
  expect(added).toEqual([{ pid: expect.any(Number), tid, vote: 1 }]);
});

it('takes a keypress on a focused button, and the app keeps the focus there', async () => {
  const { card, tid } = await openServedPage();
  const user = userEvent.setup();
  const pass = serverButton(card, da.participation.pass);
  pass.focus();
  await user.keyboard('{Enter}');
  expect(card.getAttribute(FIRST_PAINT.earlyVoteAttribute)).toBe('pass');

  await start();
  const request = await backend.waitForRequest('POST /votes');
  expect(await request.request.clone().json()).toMatchObject({ tid, vote: 0 });
  const appPass = screen.getByRole('button', { name: da.participation.pass });
  expect(appPass).toHaveClass('vote-button--pending');
  expect(document.activeElement).toBe(appPass);
  await backend.release('POST /votes', 'real');
  await waitFor(() => expect(screen.getByText(STATEMENTS[1])).toBeVisible());
});

it('starts at the statement, sending nothing, when nobody tapped', async () => {
  const { card } = await openServedPage();
  serverButton(card, da.participation.agree).focus();
  await start();
  expect(screen.getByText(STATEMENTS[0])).toBeVisible();
  expect(screen.getByRole('button', { name: da.participation.agree })).not.toHaveAttribute(
    'aria-disabled',
  );
  expect(document.activeElement).toBe(screen.getByRole('button', { name: da.participation.agree }));
  expect(backend.requests(() => true)).toHaveLength(0);
});

it("shows a returning participant's device the loading line and takes no tap", async () => {
  const { card } = await openServedPage({ token: true });
  expect(document.documentElement).toHaveClass(FIRST_PAINT.returningClass);
  await userEvent.setup().click(serverButton(card, da.participation.agree));
  expect(card.hasAttribute(FIRST_PAINT.earlyVoteAttribute)).toBe(false);
});
