// The QR code of the share link as two images: SVG (sharp at any size, for print) and a 1024 px
// PNG (for slides and documents). Drawn by the maintained `qrcode` library, loaded only when the
// share screen asks for it so the admin's first load does not carry it.

export interface QrImages {
  /** data:image/svg+xml URL: shown on the screen and offered as the SVG download. */
  svgUrl: string;
  /** data:image/png URL: offered as the PNG download. */
  pngUrl: string;
}

/** Medium error correction: still reads with a poster's corner torn or a little glare. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export async function drawQrImages(text: string): Promise<QrImages> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(text, { ...OPTIONS, type: 'svg' });
  const pngUrl = await QRCode.toDataURL(text, { ...OPTIONS, type: 'image/png', width: 1024 });
  return { svgUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, pngUrl };
}
