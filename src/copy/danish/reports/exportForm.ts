// Danish copy: exportForm. Part of the catalogue re-exported by src/copy/da.ts.

// The export form under the reports (docs/behaviour.md#exportdownload).
export const exportForm = {
  heading: 'Eksport',
  intro:
    'Hent samtalens udsagn og stemmer som CSV-filer, der kan åbnes i et regneark – med alt til og med den valgte dag i den valgte tidszone. «CSV til dansk Excel» har semikolon mellem felterne, dansk tid og danske overskrifter, så filerne åbner rigtigt i et dansk Excel; «CSV, standard» har komma og UTC-tid til andre programmer.',
  format: 'Format',
  formats: {
    csv: 'CSV, standard',
    excel: 'CSV til dansk Excel',
    polis: 'Polis-format (fire filer)',
  },
  month: 'Måned',
  day: 'Dag',
  year: 'År',
  timezone: 'Tidszone',
  danishTime: (offset: string) => `${offset} (dansk tid)`,
  months: [
    'januar',
    'februar',
    'marts',
    'april',
    'maj',
    'juni',
    'juli',
    'august',
    'september',
    'oktober',
    'november',
    'december',
  ],
  submit: 'Hent CSV-filer',
  downloading: 'Henter filerne…',
  done: (files: string) => `Filerne er hentet: ${files}`,
  failed: (detail: string) => `Eksporten mislykkedes: ${detail}. Prøv igen.`,
  /** Why a download failed, in Danish whatever the server answered (docs/upstream.md#export). */
  reason: (status: number) =>
    status === 0
      ? 'Ingen forbindelse til serveren'
      : status === 401 || status === 403
        ? `Du har ikke adgang til at hente eksporten (${status})`
        : status === 404
          ? 'Serveren har ikke denne eksport (404)'
          : status >= 500
            ? `Serveren kunne ikke lave filerne (${status})`
            : `Serveren afviste hentningen (${status})`,
  /** Upstream Polis: it exports a report's files only. */
  byReport: {
    intro:
      'Denne server er en Polis-server: den eksporterer en rapports filer (summary.csv, comments.csv, votes.csv og participant-votes.csv) med alt til nu. Vælg rapporten, filerne skal komme fra.',
    report: 'Rapport',
    choose: 'Vælg rapport',
    option: (name: string, created: string) => `${name} – oprettet ${created}`,
    unnamed: 'Rapport uden navn',
    none: 'Der er ingen rapport endnu. Opret en med knappen øverst på siden; derefter kan dens filer hentes her.',
    needsReport: 'Vælg en rapport, før filerne hentes.',
    submit: 'Hent rapportens filer',
  },
} as const;
