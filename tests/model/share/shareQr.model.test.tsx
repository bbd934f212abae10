// Model-based test of the shareQr chart (src/machines/share/shareQr.machine.ts): every state and
// transition walked through the real QR section of 'Del samtale' (src/views/share/ShareQr.tsx),
// rendered on its own (it needs no server: the code is drawn in the browser). The `qrcode`
// library is gated: its SVG call is held until a step lets the real library draw or makes it
// fail, so 'drawing' is observable and the failure is the library's own rejection.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { expect, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { shareQrMachine } from '../../../src/machines/share/shareQr.machine';
import { InspectContext } from '../../../src/views/common/inspectContext';
import { ShareQr } from '../../../src/views/share/ShareQr';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';

const SHARE_URL = 'https://dialog.example.dk/c000000001';

interface Held {
  draw: () => void;
  fail: (error: unknown) => void;
}

/** QRCode.toString, held until a step draws for real or fails. */
function gateQrLibrary(): Held[] {
  const held: Held[] = [];
  const real = QRCode.toString.bind(QRCode) as (text: string, options: object) => Promise<string>;
  vi.spyOn(QRCode, 'toString').mockImplementation(
    ((text: string, options: object) =>
      new Promise<string>((resolve, reject) => {
        held.push({ draw: () => void real(text, options).then(resolve, reject), fail: reject });
      })) as unknown as typeof QRCode.toString,
  );
  return held;
}

async function nextHeld(held: Held[]): Promise<Held> {
  await vi.waitFor(() => expect(held.length).toBeGreaterThan(0));
  return held.shift()!;
}

defineModelTest({
  name: 'shareQr',
  machine: shareQrMachine,
  input: { shareUrl: SHARE_URL },
  journeys: {
    'a failure, then drawn on the second try': [
      'xstate.error.actor.drawQr',
      'qr.retry',
      'xstate.done.actor.drawQr',
    ],
  },
  setup: () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const probe = createSnapshotProbe(shareQrMachine.id);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const held = gateQrLibrary();
    render(
      <InspectContext.Provider value={probe.inspect}>
        <ShareQr conversationId="c000000001" shareUrl={SHARE_URL} />
      </InspectContext.Provider>,
    );
    return { user, probe, consoleError, held };
  },
  teardown: ({ consoleError }) => {
    cleanup();
    consoleError.mockRestore();
    vi.restoreAllMocks();
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'qr.retry': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: da.share.qr.retry })),
    },
    'xstate.done.actor.drawQr': {
      samples: {
        drawn: { output: { svgUrl: 'data:image/svg+xml,…', pngUrl: 'data:image/png,…' } },
      },
      exec: async ({ held }) => (await nextHeld(held)).draw(),
    },
    'xstate.error.actor.drawQr': {
      samples: {
        tooLong: { error: new Error('The amount of data is too big to be stored in a QR Code') },
      },
      exec: async ({ held }, event) => (await nextHeld(held)).fail(event.error),
    },
  },
  states: {
    drawing: () => {
      expect(screen.getByRole('heading', { name: da.share.qr.title })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent(da.share.qr.drawing);
      expect(screen.queryByRole('img')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    },
    ready: async () => {
      // The real library's SVG, of the share link, with both downloads named after the
      // conversation.
      const image = await screen.findByRole('img', { name: da.share.qr.image });
      const svg = decodeURIComponent(image.getAttribute('src')!.split(',')[1]);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/u);
      const png = screen.getByRole('link', { name: da.share.qr.downloadPng });
      expect(png.getAttribute('href')).toMatch(/^data:image\/png;base64,iVBOR/u);
      expect(png).toHaveAttribute('download', 'raadslag-c000000001-qr.png');
      const svgLink = screen.getByRole('link', { name: da.share.qr.downloadSvg });
      expect(svgLink).toHaveAttribute('href', image.getAttribute('src'));
      expect(svgLink).toHaveAttribute('download', 'raadslag-c000000001-qr.svg');
      expect(screen.queryByText(da.share.qr.drawing)).toBeNull();
    },
    failed: async ({ consoleError }) => {
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(da.share.qr.failed)).toBeVisible();
      expect(within(alert).getByRole('button', { name: da.share.qr.retry })).toBeVisible();
      expect(screen.queryByRole('img')).toBeNull();
      expect(consoleError).toHaveBeenCalledWith('Failed to draw the QR code', expect.anything());
    },
  },
  labels: {
    events: {
      'qr.retry': "Klik 'Prøv igen'",
      'xstate.done.actor.drawQr:drawn': 'Biblioteket tegner QR-koden',
      'xstate.error.actor.drawQr:tooLong': 'Biblioteket kan ikke tegne koden (linket er for langt)',
    },
    states: {
      drawing: "'Tegner QR-koden…'",
      ready: "QR-koden med knapperne 'Hent PNG' og 'Hent SVG'",
      failed: "'QR-koden kunne ikke tegnes …' og 'Prøv igen'",
    },
  },
});
