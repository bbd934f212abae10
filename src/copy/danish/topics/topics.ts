// Danish copy: topics. Part of the catalogue re-exported by src/copy/da.ts.

// Topic moderation at /m/{conversation_id}/topics (docs/behaviour.md#topics). The labels the
// specification quotes in English are Danish here; docs/labels.md maps one to the other.
import { countOf, formatPercent, statementNumber } from '../numbers';

const statusNames = {
  pending: 'Afventer',
  accepted: 'Accepteret',
  rejected: 'Afvist',
  meta: 'Metadata',
} as const;

export const topics = {
  heading: 'Emnemoderation',
  intro:
    'Emnerne er grupper af udsagn, som emneberegningen har fundet. Acceptér, afvis eller markér et emne som metadata – du ser først, hvilke af emnets udsagn der ændres, og kan fortryde bagefter.',
  tabsLabel: 'Emnemoderation',
  tabs: { tree: 'Emnetræ', proximity: 'Nærhedskort', stats: 'Statistik' },
  status: statusNames,
  errorLine: (message: string) => `Fejl: ${message}`,
  /**
   * The server cannot moderate topics (upstream Polis without its topic store,
   * docs/upstream.md#topics): said instead of a failed action.
   */
  unavailable: {
    headline: 'Emnemoderation er ikke tilgængelig på denne server',
    detail:
      'Serveren kan vise emnerne, men ikke gemme moderation af dem (på en Polis-server mangler emnelageret). Knapperne er derfor skjult; spørg serverens drift, hvis emnerne skal modereres.',
  },
  retry: 'Prøv igen',
  dismiss: 'Luk',
  tree: {
    layersLabel: 'Vælg lag',
    layer: (layer: number) => `Lag ${layer}`,
    allLayers: 'Alle lag',
    layerHeading: (layer: number, count: number) =>
      `Lag ${layer} (${countOf(count, 'emne', 'emner')})`,
    cardPosition: (layer: number, cluster: number) => `Lag ${layer}, klynge ${cluster}`,
    position: 'Placering i modellen',
    details: 'Detaljer',
    keywordsLabel: 'Nøgleord:',
    typicalLabel: 'Typiske udsagn i emnet',
    status: (status: keyof typeof statusNames) => `Status: ${statusNames[status].toLowerCase()}`,
    unnamed: 'Emne uden navn',
    comments: (count: number) => countOf(count, 'udsagn', 'udsagn'),
    expand: (name: string) => `Vis detaljer om ${name}`,
    collapse: (name: string) => `Skjul detaljer om ${name}`,
    model: 'Model',
    created: 'Oprettet',
    moderatedBy: 'Modereret af',
    unknown: 'Ukendt',
    notModerated: '—',
    accept: 'Acceptér',
    reject: 'Afvis',
    meta: 'Metadata',
    viewComments: 'Se udsagn',
    loading: 'Henter emner…',
    failed: 'Emnerne kunne ikke hentes',
    network: 'Emnerne kunne ikke hentes, fordi der ikke er forbindelse til serveren',
    empty: 'Samtalen har ingen emner endnu.',
    emptyHint: 'Emnerne er ikke fundet endnu. Find dem med knappen herunder.',
    busy: 'Gemmer…',
  },
  notice: {
    moderate: (action: string, detail: string) => `${action} mislykkedes: ${detail}`,
    reload: (detail: string) => `Ændringen er gemt, men listen kunne ikke genindlæses: ${detail}`,
    network: 'Ingen forbindelse til serveren.',
    failed: 'Serveren afviste ændringen.',
  },
  comments: {
    back: '← Tilbage til emner',
    /** The topic's name, or its key when the server sends no name (upstream Polis). */
    heading: (topic: string) => `Emne: ${topic}`,
    count: (count: number) => countOf(count, 'udsagn', 'udsagn'),
    selectAll: (selected: number) => `Vælg alle (${selected} valgt)`,
    bulkLabel: 'Handlinger for de valgte udsagn',
    accept: 'Acceptér valgte',
    reject: 'Afvis valgte',
    meta: 'Markér som metadata',
    listLabel: 'Emnets udsagn',
    number: (tid: number) => `Udsagn nr. ${statementNumber(tid)}`,
    votes: (votes: number) => countOf(votes, 'stemme', 'stemmer'),
    details: 'Detaljer',
    id: 'ID',
    cluster: 'Klynge',
    layer: 'Lag',
    position: 'Placering',
    noPosition: '–',
    empty: 'Emnet har ingen udsagn.',
    loading: 'Henter emnets udsagn…',
    failed: 'Udsagnene kunne ikke hentes',
    network: 'Udsagnene kunne ikke hentes, fordi der ikke er forbindelse til serveren',
    applying: 'Gemmer…',
  },
  stats: {
    total: 'Emner i alt',
    pending: statusNames.pending,
    accepted: statusNames.accepted,
    rejected: statusNames.rejected,
    meta: statusNames.meta,
    completion: 'Andel modereret',
    percent: (value: number) => formatPercent(value),
    progressLabel: 'Fordeling af modererede emner',
    countsLabel: 'Antal emner pr. status',
    empty: 'Der er ikke lavet emner for denne samtale endnu.',
    countedFromTopics:
      'Tallene er talt ud fra emnelisten, fordi serverens egen statistik ikke stemmer med den.',
    loading: 'Henter statistik…',
    failed: 'Statistikken kunne ikke hentes',
    network: 'Statistikken kunne ikke hentes, fordi der ikke er forbindelse til serveren',
  },
  proximity: {
    layerLabel: 'Lag',
    layerOption: (layer: number) => `Lag ${layer}`,
    plotLabel: (count: number, layer: number) =>
      `Kort over ${countOf(count, 'udsagn', 'udsagn')} i lag ${layer}: udsagn, der ligner hinanden, ligger tæt; farvet efter status`,
    caption:
      'Hvert punkt er et udsagn. Jo tættere to udsagn ligger, jo flere ord har de til fælles; en ring viser, hvor de fleste af et emnes udsagn ligger. Op, ned, højre og venstre betyder ikke noget i sig selv.',
    showList: 'Vis kortet som liste',
    hideList: 'Skjul listen',
    listLabel: 'Kortets udsagn, emne for emne',
    group: (index: number, count: number) =>
      `Emne ${index} · ${countOf(count, 'udsagn', 'udsagn')}`,
    legendLabel: 'Forklaring',
    clusterLegend: 'Emne (ring om 3 eller flere udsagn)',
    unplaced: (count: number) =>
      `${countOf(count, 'udsagn', 'udsagn')} uden gyldig placering er ikke vist.`,
    tooltipId: (id: number) => `Udsagn nr. ${statementNumber(id)}`,
    noCoordinates: 'Udsagnene har ingen koordinater at vise',
    empty: 'Der er ingen udsagn at vise på kortet for dette lag.',
    loading: 'Henter nærhedskortet…',
    failed: 'Nærhedskortet kunne ikke hentes',
    network: 'Nærhedskortet kunne ikke hentes, fordi der ikke er forbindelse til serveren',
  },
} as const;
