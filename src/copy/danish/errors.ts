// Danish copy: errors. Part of the catalogue re-exported by src/copy/da.ts.

/** What an HTTP status means, for a person: never the server's English status text. */
function statusMeaning(status: number): string {
  if (status === 401) return 'Du er ikke logget ind længere';
  if (status === 403) return 'Du har ikke adgang';
  if (status === 404) return 'Findes ikke på serveren';
  if (status === 409) return 'En anden har ændret det samme imens';
  if (status === 413) return 'Det sendte er for stort';
  if (status === 429) return 'For mange forespørgsler lige nu. Vent lidt, og prøv igen';
  if (status >= 500) return 'Der skete en fejl på serveren';
  return 'Serveren afviste forespørgslen';
}

export const errors = {
  network: 'Ingen forbindelse til serveren',
  /**
   * A failed request in Danish, with its status in brackets for support: "Der skete en fejl på
   * serveren (500)". No connection at all (status 0) is said as such, never as a refusal; a server
   * (or proxy) that is temporarily unavailable (502/503/504) is asked again later. The server's
   * English status text is not shown: error texts a person understands (docs/behaviour.md#errors).
   */
  statusLine: (status: number, _statusText?: string) =>
    status === 0
      ? 'Ingen forbindelse til serveren'
      : status === 502 || status === 503 || status === 504
        ? `Serveren er midlertidigt utilgængelig (${status}). Prøv igen om lidt`
        : `${statusMeaning(status)} (${status})`,
} as const;
