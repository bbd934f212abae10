// Danish copy: errors. Part of the catalogue re-exported by src/copy/da.ts.

export const errors = {
  network: 'Ingen forbindelse til serveren',
  /** '500 Internal Server Error', or a Danish phrase when nothing answered at all. */
  statusLine: (status: number, statusText: string) =>
    status === 0 ? 'Ingen forbindelse til serveren' : `${status} ${statusText}`.trim(),
} as const;
