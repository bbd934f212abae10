// Danish copy: header. Part of the catalogue re-exported by src/copy/da.ts.

export const header = {
  homeLinkLabel: (productName: string) => `${productName} – forside`,
  signIn: 'Log ind',
  signOut: 'Log ud',
  mainNavigation: 'Hovedmenu',
} as const;
