// Danish copy: routeError. Part of the catalogue re-exported by src/copy/da.ts.

export const routeError = {
  title: 'Noget gik galt',
  body: 'Siden kunne ikke vises. Det sker typisk, når der lige er kommet en ny version – genindlæs siden, så er du med igen.',
  /** A lazy part of the page (a route's chunk) could not be fetched: never the browser's text. */
  chunkTitle: 'Siden kunne ikke hentes',
  chunkBody:
    'En del af siden kunne ikke hentes fra serveren. Enten er der lige kommet en ny version af Rådslag, eller også svarer serveren ikke lige nu. Genindlæs siden; virker det ikke, så prøv igen om lidt.',
  reload: 'Genindlæs siden',
} as const;
