// Danish copy: exportForm. Part of the catalogue re-exported by src/copy/da.ts.

// The export form under the reports (docs/behaviour.md#exportdownload).
export const exportForm = {
  heading: 'Eksport',
  intro:
    'Hent samtalens udsagn og stemmer som CSV-filer, der kan åbnes i et regneark – med alt til og med den valgte dag i den valgte tidszone.',
  format: 'Format',
  formats: {
    csv: 'CSV til regneark (udsagn og stemmer)',
    polis: 'Polis-format (summary, comments, votes, participants-votes)',
  },
  month: 'Måned',
  day: 'Dag',
  year: 'År',
  timezone: 'Tidszone',
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
} as const;
