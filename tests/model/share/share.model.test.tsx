// Model-based test of the share chart (src/machines/share/share.machine.ts): every path walked through
// the real share screen at /m/{id}/share, against the gated backend forwarding to the real server.
// The clipboard is gated too (a stub whose promises the steps settle), so 'copying' is observable.
import { cleanup, screen, within } from '@testing-library/react';
import { expect, vi, type MockInstance } from 'vitest';
import type { Comment } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { shareMachine } from '../../../src/machines/share/share.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, SLOW } from '../support/adminArea';
import { apiFaultSamples, failRequest } from '../support/apiFaults';
import { CONFIG, setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const SEEDS = ['Byen skal have flere bænke.', 'Parkerne skal være åbne om natten.'];
const COMMENTS_QUERY = 'GET /comments?moderation=true&mod=1&include_voting_patterns=false';

const accepted = (tid: number, txt: string): Comment => ({
  txt,
  tid,
  pid: 0,
  created: 0,
  mod: 1,
  active: true,
  is_meta: false,
  is_seed: true,
  velocity: 1,
  lang: null,
  quote_src_url: null,
  conversation_id: 'c000000001',
});

interface Deferred {
  text: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** navigator.clipboard.writeText, held until a step settles it. */
function gateClipboard(): { held: Deferred[]; spy: MockInstance } {
  const held: Deferred[] = [];
  const spy = vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(
    (text: string) =>
      new Promise<void>((resolve, reject) => {
        held.push({ text, resolve, reject });
      }),
  );
  return { held, spy };
}

const copyButton = () => screen.getByRole('button', { name: da.share.copy });
const copyCodeButton = () => screen.getByRole('button', { name: da.share.embed.copy });
const codeBox = () => screen.getByRole('textbox', { name: da.share.embed.codeLabel });

defineModelTest({
  name: 'share',
  machine: shareMachine,
  input: { conversationId: 'c000000001', shareUrl: 'https://dialog.example.dk/c000000001' },
  // The three regions never wait for each other, so the journeys below walk each region's every
  // state and transition once instead of every combination of the three (57 paths at ~3 s each,
  // the full admin area against the real server): coverage is still asserted at 100 %.
  paths: () => [],
  journeys: {
    'the statements and the uuid fail': [
      'xstate.error.actor.fetchAcceptedComments',
      'xstate.error.actor.fetchConversationUuid',
    ],
    'copy, copy again, then a refusal, then success': [
      'xstate.done.actor.fetchAcceptedComments',
      'xstate.done.actor.fetchConversationUuid',
      'share.copy',
      'xstate.done.actor.copyToClipboard',
      'share.copy',
      'xstate.error.actor.copyToClipboard',
      'share.copy',
      'xstate.done.actor.copyToClipboard',
      'xstate.after.COPIED_MS',
    ],
    'the embed code: copied, refused, copied again, then the link': [
      'xstate.done.actor.fetchAcceptedComments',
      'xstate.done.actor.fetchConversationUuid',
      'share.copySnippet',
      'xstate.done.actor.copyToClipboard',
      'share.copySnippet',
      'xstate.error.actor.copyToClipboard',
      'share.copySnippet',
      'xstate.done.actor.copyToClipboard',
      'share.copy',
      'xstate.error.actor.copyToClipboard',
      'share.copySnippet',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(shareMachine.id);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const opened = await openAdmin(server(), '/share', { inspect: probe.inspect });
    for (const txt of SEEDS) {
      const response = await server().request('/api/v3/comments', {
        method: 'POST',
        token: opened.owner.access_token,
        json: { txt, pid: -1, conversation_id: opened.conversationId, is_seed: true },
      });
      expect(response.status).toBe(200);
    }
    backend.autoRelease('GET /conversations', 'real');
    expect(
      await screen.findByRole('heading', { level: 1, name: da.share.heading }, SLOW),
    ).toBeVisible();
    const clipboard = gateClipboard();
    return {
      ...opened,
      probe,
      consoleError,
      clipboard,
      shareUrl: `${CONFIG.publicSiteUrl}${opened.conversationId}`,
    };
  },
  teardown: ({ consoleError }) => {
    cleanup();
    consoleError.mockRestore();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'share.copy': { exec: ({ user }) => user.click(copyButton()) },
    'share.copySnippet': {
      samples: { code: { snippet: '<iframe …></iframe>' } },
      exec: ({ user }) => user.click(copyCodeButton()),
    },
    'xstate.done.actor.copyToClipboard': {
      exec: async ({ clipboard }) => {
        await vi.waitFor(() => expect(clipboard.held.length).toBeGreaterThan(0));
        clipboard.held.shift()!.resolve();
      },
    },
    'xstate.error.actor.copyToClipboard': {
      samples: { refused: { error: new DOMException('Denied', 'NotAllowedError') } },
      exec: async ({ clipboard }, event) => {
        await vi.waitFor(() => expect(clipboard.held.length).toBeGreaterThan(0));
        clipboard.held.shift()!.reject(event.error);
      },
    },
    'xstate.after.COPIED_MS': { exec: advanceDelay },
    'xstate.done.actor.fetchAcceptedComments': {
      samples: {
        two: {
          output: {
            unchanged: false,
            comments: SEEDS.map((txt, tid) => accepted(tid, txt)),
            etag: null,
          },
        },
      },
      exec: () => backend.release(COMMENTS_QUERY, 'real'),
    },
    'xstate.error.actor.fetchAcceptedComments': {
      samples: { http500: apiFaultSamples.http500 },
      exec: () => failRequest(backend, COMMENTS_QUERY, 'http500'),
    },
    'xstate.done.actor.fetchConversationUuid': {
      samples: { uuid: { output: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' } },
      exec: () => backend.release('GET /conversationUuid', 'real'),
    },
    'xstate.error.actor.fetchConversationUuid': {
      samples: { http500: apiFaultSamples.http500 },
      exec: () => failRequest(backend, 'GET /conversationUuid', 'http500'),
    },
  },
  states: {
    comments: ({ shareUrl }) => {
      // Always: the explanation and the public link, opening in a new tab.
      expect(screen.getByText(da.share.intro)).toBeVisible();
      expect(screen.getByRole('heading', { name: da.share.linkTitle })).toBeVisible();
      const link = screen.getByRole('link', { name: new RegExp(shareUrl) });
      expect(link).toHaveAttribute('href', shareUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
      // The embed code frames that link (no page named yet), with a preview beside it.
      expect((codeBox() as HTMLTextAreaElement).value).toContain(`<iframe src="${shareUrl}" `);
      expect(screen.getByTitle(da.share.embed.previewFrame)).toHaveAttribute('src', shareUrl);
    },
    'comments.loading': async ({ conversationId }) => {
      const request = await backend.waitForRequest(COMMENTS_QUERY);
      expect(request.url.searchParams.get('conversation_id')).toBe(conversationId);
      expect(screen.queryByText(/accepterede? udsagn/)).not.toBeInTheDocument();
    },
    'comments.loaded': async (_ctx, snapshot) => {
      expect(
        await screen.findByText(da.share.accepted(snapshot.context.acceptedCount!)),
      ).toBeVisible();
    },
    'comments.failed': () => {
      // Nothing is shown for it.
      expect(screen.queryByText(/accepterede? udsagn/)).not.toBeInTheDocument();
      expect(screen.queryByText(/polis_err/)).not.toBeInTheDocument();
    },
    'uuid.loading': async () => {
      await backend.waitForRequest('GET /conversationUuid');
    },
    'uuid.loaded': (_ctx, snapshot) => {
      expect(screen.queryByText(snapshot.context.conversationUuid!)).not.toBeInTheDocument();
    },
    'uuid.failed': async ({ consoleError }) => {
      // Logged, not shown.
      await vi.waitFor(() =>
        expect(consoleError).toHaveBeenCalledWith(
          'Failed to fetch conversation UUID',
          expect.anything(),
        ),
      );
      expect(screen.queryByText(/conversation UUID/)).not.toBeInTheDocument();
    },
    'clipboard.idle': () => {
      expect(copyButton()).toBeVisible();
      expect(copyCodeButton()).toBeVisible();
      for (const text of [
        da.share.copied,
        da.share.copyFailed,
        da.share.embed.copied,
        da.share.embed.copyFailed,
      ]) {
        expect(screen.queryByText(text)).not.toBeInTheDocument();
      }
    },
    'clipboard.copying': async ({ clipboard, shareUrl }, snapshot) => {
      // Only the button that was clicked says 'Kopierer…'; the other keeps its label.
      expect(await screen.findByRole('button', { name: da.share.copying })).toBeVisible();
      if (snapshot.context.copyTarget === 'snippet') {
        expect(copyButton()).toBeVisible();
        await vi.waitFor(() =>
          expect(clipboard.spy).toHaveBeenLastCalledWith(
            expect.stringMatching(new RegExp(`^<iframe src="${shareUrl}" .*</iframe>$`)),
          ),
        );
      } else {
        expect(copyCodeButton()).toBeVisible();
        await vi.waitFor(() => expect(clipboard.spy).toHaveBeenLastCalledWith(shareUrl));
      }
    },
    'clipboard.copied': async (_ctx, snapshot) => {
      const snippet = snapshot.context.copyTarget === 'snippet';
      expect(
        await screen.findByText(snippet ? da.share.embed.copied : da.share.copied),
      ).toBeVisible();
      expect(screen.queryByText(snippet ? da.share.copied : da.share.embed.copied)).toBeNull();
      expect(copyButton()).toBeVisible();
      expect(copyCodeButton()).toBeVisible();
    },
    'clipboard.copyFailed': async (_ctx, snapshot) => {
      const snippet = snapshot.context.copyTarget === 'snippet';
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByText(snippet ? da.share.embed.copyFailed : da.share.copyFailed),
      ).toBeVisible();
      expect(copyButton()).toBeVisible();
      expect(copyCodeButton()).toBeVisible();
    },
  },
  labels: {
    events: {
      'share.copy': "Klik 'Kopiér link'",
      'share.copySnippet:code': "Klik 'Kopiér kode'",
      'xstate.done.actor.copyToClipboard': 'Browseren kopierer linket eller koden',
      'xstate.error.actor.copyToClipboard:refused':
        'Browseren nægter at kopiere (ingen tilladelse)',
      'xstate.after.COPIED_MS': 'Vent 2 sekunder',
      'xstate.done.actor.fetchAcceptedComments:two': 'Serveren sender de 2 accepterede udsagn',
      'xstate.error.actor.fetchAcceptedComments:http500': 'Serveren svarer 500 på udsagnene',
      'xstate.done.actor.fetchConversationUuid:uuid': 'Serveren sender samtalens UUID',
      'xstate.error.actor.fetchConversationUuid:http500': 'Serveren svarer 500 på UUID',
    },
    states: {
      comments: "'Link til deling' med samtalens link (åbner i et nyt faneblad)",
      'comments.loading': 'Endnu intet antal accepterede udsagn',
      'comments.loaded': "'Samtalen har 2 accepterede udsagn, som deltagerne kan stemme om.'",
      'comments.failed': 'Intet antal udsagn og ingen fejl vises',
      'uuid.loading': 'UUID hentes (ses ikke)',
      'uuid.loaded': 'UUID vises ikke',
      'uuid.failed': 'Fejlen logges i konsollen, men vises ikke',
      'clipboard.idle': "Knappen 'Kopiér link'; hverken 'Kopieret!' eller fejl",
      'clipboard.copying': "Knappen viser 'Kopierer…'",
      'clipboard.copied': "'Kopieret!' ved linket, eller 'Koden er kopieret!' ved koden",
      'clipboard.copyFailed':
        "'Linket kunne ikke kopieres …' eller 'Koden kunne ikke kopieres …', ved den knap, der blev klikket",
    },
  },
});
