// Faults and limits of the seed statement form (docs/behaviour.md#seedsubmit), in a conversation
// whose statement limit is set to its highest, 500: no more than 500 characters can be typed or
// sent, the counter turns orange above 480 and red at 500, blank text is never sent, and the
// server's refusals are shown as its response text (closed 403; a bare error code in Danish). The
// duplicate (409) refusal, text kept, is the journey of tests/model/configure/seedSubmit.model.test.tsx.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as da from '../../../src/copy/da';
import { createGatedBackend } from '../../model/harness/gatedBackend';
import { expectConfigureScreen, openAdmin, SLOW } from '../../model/support/adminArea';
import { setupTestServer } from '../../model/support/app';
import { useFakeClock } from '../../support/fakeClock';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

// The app's user-event instance advances fake timers (see tests/model/support/app.tsx).
useFakeClock();

const seedField = () => screen.getByLabelText(da.seed.label) as HTMLTextAreaElement;
const counter = (n: number) => screen.getByText(da.seed.counter(n, 500));

async function openSeedForm() {
  const opened = await openAdmin(server(), '', {
    prepare: async ({ conversationId, owner }) => {
      const saved = await server().request('/api/v3/conversations', {
        method: 'PUT',
        token: owner.access_token,
        json: { conversation_id: conversationId, comment_max_length: 500 },
      });
      expect(saved.status).toBe(200);
    },
  });
  backend.autoRelease('GET /conversations', 'real');
  backend.autoRelease('GET /seedComments', 'real');
  await expectConfigureScreen();
  return opened;
}

describe('the 500-character limit', () => {
  it('501 characters cannot be typed, and 500 are sent', async () => {
    const { user } = await openSeedForm();
    // Pasting is the quick way to "type" 501 characters; maxLength cuts it to 500.
    await user.click(seedField());
    await user.paste('a'.repeat(501));
    expect(seedField().value).toHaveLength(500);
    expect(counter(500)).toHaveClass('field__counter--limit');

    // Even if the field let more through, the chart refuses it.
    fireEvent.change(seedField(), { target: { value: 'b'.repeat(501) } });
    expect(seedField().value).toBe('a'.repeat(500));

    await user.click(screen.getByRole('button', { name: da.seed.submit }));
    const post = await backend.waitForRequest('POST /comments');
    expect(((await post.request.clone().json()) as { txt: string }).txt).toHaveLength(500);
    await backend.release('POST /comments', 'real');
    expect(await screen.findByRole('button', { name: da.seed.success }, SLOW)).toBeInTheDocument();
  });

  it('the counter is orange above 480 and plain up to it', async () => {
    const { user } = await openSeedForm();
    fireEvent.change(seedField(), { target: { value: 'x'.repeat(480) } });
    expect(counter(480)).toHaveClass('field__counter--normal');
    await user.type(seedField(), 'y'.repeat(10));
    expect(counter(490)).toHaveClass('field__counter--warning');
  });
});

describe('blank text', () => {
  it('is not sent: empty, spaces, or line breaks and tabs', async () => {
    // One form for the three: nothing is sent, so nothing changes between them.
    const { user } = await openSeedForm();
    for (const text of ['', '   ', '\n\t ']) {
      fireEvent.change(seedField(), { target: { value: text } });
      const button = screen.getByRole('button', { name: da.seed.submit });
      expect(button, JSON.stringify(text)).toHaveAttribute('aria-disabled', 'true');
      await user.click(button);
      await user.type(seedField(), '{Enter}');
      expect(backend.requests('POST /comments'), JSON.stringify(text)).toHaveLength(0);
      expect(screen.getByRole('button', { name: da.seed.submit })).toBeVisible();
    }
  });
});

describe('refusals show the response text', () => {
  it('a closed conversation (403)', async () => {
    const { user, conversationId, owner } = await openSeedForm();
    await server().request('/api/v3/conversations', {
      method: 'PUT',
      token: owner.access_token,
      json: { conversation_id: conversationId, is_active: false },
    });
    await user.type(seedField(), 'Et udsagn for sent.');
    await user.click(screen.getByRole('button', { name: da.seed.submit }));
    await backend.release('POST /comments', 'real');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Samtalen er lukket.');
  });

  it('upstream’s bare error code becomes a Danish sentence', async () => {
    const { user } = await openSeedForm();
    await user.type(seedField(), 'Et udsagn.');
    await user.click(screen.getByRole('button', { name: da.seed.submit }));
    await backend.release('POST /comments', {
      status: 409,
      text: 'polis_err_post_comment_duplicate',
    });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(da.seed.duplicate);
  });
});
