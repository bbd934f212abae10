// Danish copy: share. Part of the catalogue re-exported by src/copy/da.ts.
import { formatNumber } from './numbers';

// The share screen at /m/{conversation_id}/share (docs/behaviour.md#share).
export const share = {
  heading: 'Del samtale',
  intro:
    'Kopiér linket herunder, og send det til dem, du vil invitere – fx i en e-mail, et nyhedsbrev eller på jeres hjemmeside. Deltagerne er anonyme og skal ikke logge ind.',
  linkTitle: 'Link til deling',
  opensInNewTab: '(åbner i et nyt faneblad)',
  copy: 'Kopiér link',
  copying: 'Kopierer…',
  copied: 'Kopieret!',
  copyFailed: 'Linket kunne ikke kopieres. Markér det, og kopiér det selv.',
  accepted: (count: number) =>
    count === 1
      ? 'Samtalen har 1 accepteret udsagn, som deltagerne kan stemme om.'
      : `Samtalen har ${formatNumber(count)} accepterede udsagn, som deltagerne kan stemme om.`,
  embed: {
    title: 'Vis samtalen på jeres hjemmeside',
    intro:
      'Sæt koden herunder ind på en side på jeres hjemmeside (i sidens HTML), så kan borgerne deltage uden at forlade siden.',
    codeLabel: 'Kode til indlejring',
    copy: 'Kopiér kode',
    copied: 'Koden er kopieret!',
    copyFailed: 'Koden kunne ikke kopieres. Markér den, og kopiér den selv.',
    frameTitle: (topic: string) => (topic.trim() ? `Rådslag: ${topic.trim()}` : 'Rådslag'),
    previewTitle: 'Sådan ser det ud',
    previewFrame: 'Forhåndsvisning af den indlejrede samtale',
  },
  qr: {
    title: 'QR-kode',
    intro:
      'Til plakater, foldere og møder: QR-koden fører til linket ovenfor. Hent den som PNG til præsentationer og dokumenter, eller som SVG til tryk i stort format.',
    drawing: 'Tegner QR-koden…',
    image: 'QR-kode, der fører til samtalens link',
    downloadPng: 'Hent PNG',
    downloadSvg: 'Hent SVG',
    failed: 'QR-koden kunne ikke tegnes. Tjek forbindelsen, og prøv igen.',
    retry: 'Prøv igen',
    fileName: (conversationId: string, extension: 'png' | 'svg') =>
      `raadslag-${conversationId}-qr.${extension}`,
  },
} as const;
