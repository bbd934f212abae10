// Danish copy: accessCode. Part of the catalogue re-exported by src/copy/da.ts.

/** "40 sekunder" / "15 minutter", rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} sekund${seconds === 1 ? '' : 'er'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minut${minutes === 1 ? '' : 'ter'}`;
}

export const accessCode = {
  title: 'Adgangskode',
  intro:
    'Administrationen er lukket for offentligheden. Skriv den adgangskode, du har fået udleveret, for at fortsætte.',
  label: 'Adgangskode',
  submit: 'Fortsæt',
  verifying: 'Kontrollerer…',
  wrong: 'Forkert kode. Prøv igen.',
  empty: 'Skriv adgangskoden for at fortsætte.',
  unavailable: 'Koden kunne ikke kontrolleres, fordi serveren ikke svarede. Prøv igen om lidt.',
  /** After too many wrong codes from this connection: how long to wait, in Danish. */
  throttled: (seconds: number) =>
    `For mange forkerte koder. Vent ${waitText(seconds)} og prøv igen.`,
  cancel: 'Tilbage til forsiden',
} as const;
