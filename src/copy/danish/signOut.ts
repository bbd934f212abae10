// Danish copy: signOut. Part of the catalogue re-exported by src/copy/da.ts.

export const signOut = {
  title: 'Log ud',
  inProgress: 'Logger dig ud…',
  done: 'Du er logget ud.',
  backHome: 'Til forsiden',
  error: (detail: string) => `Signout error: ${detail}`,
  redirecting: 'Redirecting to home page...',
} as const;
