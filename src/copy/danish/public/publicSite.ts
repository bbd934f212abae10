// Danish copy: publicSite. Part of the catalogue re-exported by src/copy/da.ts.

// The public pages' frame (participation and report): header, footer, unknown addresses.
export const publicSite = {
  homeLabel: (productName: string) => `${productName} – om tjenesten`,
  anonymous: 'Du deltager anonymt. Der er ingen sporingscookies.',
  notFoundTitle: 'Siden findes ikke',
  notFoundBody:
    'Adressen passer ikke til en samtale eller en rapport. Tjek, at linket er skrevet helt rigtigt.',
} as const;
