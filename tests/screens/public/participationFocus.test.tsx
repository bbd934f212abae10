// The participant page by keyboard, against the real server: the vote buttons are reached with Tab
// and pressed with Enter; after a vote the focus stays on the button (the live region reads the
// next statement), and after the last vote it moves to the thank-you heading. The browser keeps
// only the anonymous participant token: one localStorage key, no cookies.
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { participantTokenKey } from '../../../src/api/public/participation/participantToken';
import * as da from '../../../src/copy/da';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import {
  createPublicConversation,
  ensureStatements,
  rejectAllBut,
  renderPublicAt,
  STATEMENTS,
} from '../../model/support/publicPages';
import { setupPublicServer } from '../../model/support/publicServer';

const server = setupPublicServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

it('votes by keyboard, keeps focus on the button, then moves it to the thank-you', async () => {
  window.localStorage.clear();
  const conversation = await createPublicConversation(server());
  await ensureStatements(server(), conversation);
  const { user } = renderPublicAt(`/${conversation.conversationId}`);
  await backend.release('GET /participationInit', 'real');
  expect(await screen.findByText(STATEMENTS[0])).toBeVisible();

  const agree = screen.getByRole('button', { name: da.participation.agree });
  for (let i = 0; i < 30 && document.activeElement !== agree; i++) await user.tab();
  await user.keyboard('{Enter}');
  await backend.release('POST /votes', 'real');
  expect(await screen.findByText(STATEMENTS[1])).toBeVisible();
  expect(screen.getByText(da.participation.progress(2, 3))).toBeVisible();
  expect(document.activeElement).toBe(agree);

  // Nothing left after this one.
  await rejectAllBut(server(), conversation.zid, 1);
  await user.tab();
  expect(document.activeElement).toBe(
    screen.getByRole('button', { name: da.participation.disagree }),
  );
  await user.keyboard('{Enter}');
  await backend.release('POST /votes', 'real');
  const heading = await screen.findByRole('heading', { name: da.participation.allVotedTitle });
  expect(document.activeElement).toBe(heading);

  expect(Object.keys(window.localStorage)).toEqual([
    participantTokenKey(conversation.conversationId),
  ]);
  expect(document.cookie).toBe('');
});
