// Danish copy: spinner. Part of the catalogue re-exported by src/copy/da.ts.

export const spinner = {
  loading: 'Indlæser…',
  checkingSignIn: 'Tjekker, om du er logget ind…',
  slowTitle: 'Det tager længere end ventet…',
  slowBody: 'Vi venter stadig på svar fra login-tjenesten. Du kan prøve igen.',
  retry: 'Prøv igen',
  redirectingToSignIn: 'Sender dig videre til login…',
} as const;
