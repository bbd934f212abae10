// Danish copy: routeError. Part of the catalogue re-exported by src/copy/da.ts.

export const routeError = {
  title: 'Noget gik galt',
  body: 'Siden kunne ikke vises. Det sker typisk, når der lige er kommet en ny version – genindlæs siden, så er du med igen.',
} as const;
