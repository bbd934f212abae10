// Danish copy: account. Part of the catalogue re-exported by src/copy/da.ts.

export const account = {
  heading: 'Konto',
  greeting: (firstName: string) => `Hej, ${firstName}!`,
  nameLabel: 'Navn',
  emailLabel: 'E-mail',
  loading: 'Indlæser din konto…',
  loadFailed: (detail: string) => `Kontoen kunne ikke hentes: ${detail}`,
  retry: 'Prøv igen',
} as const;
