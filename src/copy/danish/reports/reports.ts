// Danish copy: reports. Part of the catalogue re-exported by src/copy/da.ts.

// The reports screen at /m/{conversation_id}/reports (docs/behaviour.md#reports).
export const reports = {
  heading: 'Rapporter',
  intro:
    'En rapport fastfryser tallene og meningsgrupperne, som de er, når du genererer den: nye stemmer og moderation ændrer den ikke. Generér en ny version, når du vil have de nyeste tal med – de ældre versioner linker til den. Hver rapport får sin egen adresse, som du kan dele med andre.',
  generate: 'Generér rapport',
  generating: 'Genererer rapport…',
  loading: 'Henter rapporter',
  empty: 'Der er ingen rapporter endnu. Generér den første med knappen ovenfor.',
  listLabel: 'Samtalens rapporter',
  loadFailed: (detail: string) => `Rapporterne kunne ikke hentes: ${detail}`,
  createFailed: (detail: string) => `Rapporten kunne ikke genereres: ${detail}`,
  retry: 'Prøv igen',
  opensInNewTab: '(åbner i et nyt faneblad)',
  newReport: 'Ny',
} as const;
