// Danish copy: topics. Part of the catalogue re-exported by src/copy/da.ts.

// Topic moderation at /m/{conversation_id}/topics (docs/behaviour.md#topics). The strings the
// product brief quoted are English there and kept verbatim; the rest is Danish.
export const topics = {
  heading: 'Topic Moderation',
  intro:
    'Emnerne er grupper af udsagn, som emne-pipelinen har fundet. Acceptér, afvis eller markér et emne som meta – det gælder også alle emnets udsagn.',
  tabsLabel: 'Emnemoderation',
  tabs: { tree: 'Topics Tree', proximity: 'Proximity Map', stats: 'Statistics' },
  status: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected', meta: 'Meta' },
  errorLine: (message: string) => `Error: ${message}`,
  /**
   * The server cannot moderate topics (upstream Polis without its topic store,
   * docs/upstream.md#topics): said instead of a failed action.
   */
  unavailable: {
    headline: 'Emnemoderation er ikke tilgængelig på denne server',
    detail:
      'Serveren kan vise emnerne, men ikke gemme moderation af dem (på en Polis-server mangler emnelageret). Knapperne er derfor skjult; spørg serverens drift, hvis emnerne skal modereres.',
  },
  retry: 'Retry',
  dismiss: 'Luk',
  tree: {
    layersLabel: 'Vælg lag',
    layer: (layer: number) => `Layer ${layer}`,
    allLayers: 'All Layers',
    layerHeading: (layer: number, count: number) => `Layer ${layer} (${count} topics)`,
    cardPosition: (layer: number, cluster: number) => `Layer ${layer}, Cluster ${cluster}`,
    status: (status: string) => `Status: ${status}`,
    unnamed: 'Unnamed Topic',
    comments: (count: number) => `${count} comments`,
    expand: (name: string) => `Vis detaljer om ${name}`,
    collapse: (name: string) => `Skjul detaljer om ${name}`,
    model: 'Model',
    created: 'Created',
    moderatedBy: 'Moderated by',
    unknown: 'Unknown',
    notModerated: '—',
    accept: 'Accept',
    reject: 'Reject',
    meta: 'Meta',
    viewComments: 'View Comments',
    loading: 'Loading topics...',
    failed: 'Failed to load topics',
    network: 'Network error loading topics',
    empty: 'No topics available for this conversation.',
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
    back: '← Back to Topics',
    heading: (topicKey: string) => `Topic: ${topicKey}`,
    count: (count: number) => (count === 1 ? '1 comment' : `${count} comments`),
    selectAll: (selected: number) => `Select All (${selected} selected)`,
    bulkLabel: 'Handlinger for de valgte udsagn',
    accept: 'Accept Selected',
    reject: 'Reject Selected',
    meta: 'Mark as Meta',
    listLabel: 'Emnets udsagn',
    id: 'ID',
    cluster: 'Cluster',
    layer: 'Layer',
    position: 'Position',
    noPosition: '–',
    empty: 'No comments found for this topic.',
    loading: 'Loading comments...',
    failed: 'Failed to load comments',
    network: 'Network error loading comments',
    applying: 'Gemmer…',
  },
  stats: {
    total: 'Total Topics',
    pending: 'Pending',
    accepted: 'Accepted',
    rejected: 'Rejected',
    meta: 'Meta',
    completion: 'Completion Rate',
    percent: (value: number) => `${value.toFixed(1)}%`,
    progressLabel: 'Fordeling af modererede emner',
    countsLabel: 'Antal emner pr. status',
    empty: 'No topics have been generated for this conversation yet.',
    countedFromTopics:
      'Tallene er talt ud fra emnelisten, fordi serverens egen statistik ikke stemmer med den.',
    loading: 'Loading statistics...',
    failed: 'Failed to load statistics',
    network: 'Network error loading statistics',
  },
  proximity: {
    layerLabel: 'Layer',
    layerOption: (layer: number) => `Layer ${layer}`,
    plotLabel: (count: number, layer: number) =>
      `Kort over ${count} udsagn i lag ${layer}, placeret efter UMAP-koordinater og farvet efter status`,
    legendLabel: 'Forklaring',
    clusterLegend: 'Klynge (3 eller flere udsagn)',
    unplaced: (count: number) =>
      count === 1
        ? '1 udsagn uden gyldig placering er ikke vist.'
        : `${count} udsagn uden gyldig placering er ikke vist.`,
    tooltipId: (id: number) => `ID: ${id}`,
    noCoordinates: 'No coordinate data available',
    empty: 'No proximity data available for this layer.',
    loading: 'Loading proximity data...',
    failed: 'Failed to load proximity data',
    network: 'Network error loading proximity data',
  },
} as const;
