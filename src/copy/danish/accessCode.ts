// Danish copy: accessCode. Part of the catalogue re-exported by src/copy/da.ts.

export const accessCode = {
  title: 'Adgangskode',
  intro:
    'Administrationen er lukket for offentligheden. Skriv den adgangskode, du har fået udleveret, for at fortsætte.',
  label: 'Adgangskode',
  submit: 'Fortsæt',
  verifying: 'Kontrollerer…',
  wrong: 'Forkert kode. Prøv igen.',
  empty: 'Skriv adgangskoden for at fortsætte.',
  unavailable:
    'Din browser kan ikke kontrollere koden. Brug en opdateret browser og en sikker (https) forbindelse.',
  cancel: 'Tilbage til forsiden',
} as const;
