// Danish copy: share. Part of the catalogue re-exported by src/copy/da.ts.

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
      : `Samtalen har ${count.toLocaleString('da-DK')} accepterede udsagn, som deltagerne kan stemme om.`,
} as const;
