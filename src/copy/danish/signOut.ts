// Danish copy: signOut. Part of the catalogue re-exported by src/copy/da.ts.

export const signOut = {
  title: 'Log ud',
  inProgress: 'Logger dig ud…',
  done: 'Du er logget ud.',
  backHome: 'Til forsiden',
  error: (detail: string) => `Du kunne ikke logges ud: ${detail}`,
  redirecting: 'Sender dig til forsiden…',
} as const;
