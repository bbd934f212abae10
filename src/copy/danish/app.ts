// Danish copy: app. Part of the catalogue re-exported by src/copy/da.ts.

export const app = {
  defaultProductName: 'Rådslag',
  startupFailedTitle: 'Rådslag kunne ikke starte',
  startupFailedBody:
    'Vi kunne ikke hente opsætningen af siden. Tjek din forbindelse, og prøv at genindlæse siden.',
  reload: 'Genindlæs siden',
  skipToContent: 'Gå til indholdet',
} as const;
