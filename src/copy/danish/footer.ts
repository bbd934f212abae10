// Danish copy: footer. Part of the catalogue re-exported by src/copy/da.ts.

export const footer = {
  creditPrefix: 'Bygger på ',
  creditLink: "The Computational Democracy Project's Polis",
  creditSuffix: ' – den åbne model for store, digitale rådslagninger.',
  ownerLine: (owner: string) => `Drives af ${owner}.`,
  terms: 'Vilkår',
  privacy: 'Privatliv',
} as const;
