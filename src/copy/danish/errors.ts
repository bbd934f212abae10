// Danish copy: errors. Part of the catalogue re-exported by src/copy/da.ts.

export const errors = {
  network: 'Ingen forbindelse til serveren',
  /**
   * '500 Internal Server Error'; a Danish phrase when nothing answered at all, or when the server
   * (or a proxy in front of it) is temporarily unavailable — 502/503/504 pass by themselves.
   */
  statusLine: (status: number, statusText: string) =>
    status === 0
      ? 'Ingen forbindelse til serveren'
      : status === 502 || status === 503 || status === 504
        ? `Serveren er midlertidigt utilgængelig (${status}). Prøv igen om lidt`
        : `${status} ${statusText}`.trim(),
} as const;
