// Danish copy: notFound. Part of the catalogue re-exported by src/copy/da.ts.

export const notFound = {
  title: 'Siden findes ikke',
  body: 'Vi kunne ikke finde den side, du ledte efter. Måske er linket forældet, eller adressen er skrevet forkert.',
  home: 'Gå til forsiden',
} as const;
