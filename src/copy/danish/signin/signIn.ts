// Danish copy: signIn. Part of the catalogue re-exported by src/copy/da.ts.

export const signIn = {
  title: 'Log ind',
  intro:
    'Du logger ind hos vores login-tjeneste og bliver derefter sendt tilbage hertil. Som samtaleejer kan du oprette, moderere og følge dine samtaler.',
  button: 'Log ind',
  failed: (detail: string) => `Login mislykkedes: ${detail}`,
} as const;
