// Danish copy: "Skift adgangskode" on /account. Part of the catalogue re-exported by src/copy/da.ts.

export const changePassword = {
  heading: 'Skift adgangskode',
  intro: 'Skriv din nuværende adgangskode og den nye, du vil bruge fremover.',
  currentLabel: 'Nuværende adgangskode',
  passwordLabel: 'Ny adgangskode',
  currentBlank: 'Skriv din nuværende adgangskode.',
  passwordBlank: 'Skriv den nye adgangskode.',
  submit: 'Skift adgangskode',
  saving: 'Gemmer …',
  changed:
    'Din adgangskode er skiftet, og du er logget ud alle andre steder. Brug den nye, næste gang du logger ind.',
  unavailable: 'Serveren svarede ikke, så adgangskoden er ikke skiftet. Prøv igen om lidt.',
} as const;
