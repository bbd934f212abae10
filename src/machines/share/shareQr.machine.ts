// The QR code on the share screen: the share link as an image to show and download (PNG, SVG).
//
// `drawing` → `ready` | `failed` (the library did not load, or the link is too long for a QR
// code), from which 'Prøv igen' draws again.
// Behaviour: docs/behaviour.md#shareqr; diagram: docs/charts/shareQr.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { drawQrImages, type QrImages } from './qrImages';

export interface ShareQrInput {
  /** The public participation link the code leads to. */
  shareUrl: string;
}

interface ShareQrContext extends ShareQrInput {
  images: QrImages | null;
}

export type ShareQrEvent = { type: 'qr.retry' };

export const shareQrMachine = setup({
  types: {
    context: {} as ShareQrContext,
    events: {} as ShareQrEvent,
    input: {} as ShareQrInput,
  },
  actors: {
    drawQr: fromPromise<QrImages, { text: string }>(({ input }) => drawQrImages(input.text)),
  },
}).createMachine({
  id: 'shareQr',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/share', view: 'src/views/share/ShareQr.tsx' },
  context: ({ input }) => ({ ...input, images: null }),
  initial: 'drawing',
  states: {
    drawing: {
      invoke: {
        id: 'drawQr',
        src: 'drawQr',
        input: ({ context }) => ({ text: context.shareUrl }),
        onDone: { target: 'ready', actions: assign({ images: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: ({ event }) => console.error('Failed to draw the QR code', event.error),
        },
      },
    },
    ready: {},
    failed: { on: { 'qr.retry': 'drawing' } },
  },
});

type ShareQrSnapshot = SnapshotFrom<typeof shareQrMachine>;

export type QrPhase = 'drawing' | 'ready' | 'failed';

export const selectQrPhase = (s: ShareQrSnapshot): QrPhase =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'drawing';
export const selectQrImages = (s: ShareQrSnapshot): QrImages | null =>
  s.matches('ready') ? s.context.images : null;
