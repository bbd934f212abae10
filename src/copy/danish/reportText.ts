// Danish copy: the owner's editor of a report version's text at /m/{conversation_id}/reports/{report_id}
// (docs/behaviour.md#reporttext) and its Word file. Part of the catalogue re-exported by
// src/copy/da.ts.
export const reportText = {
  heading: 'Rapportens tekst',
  intro:
    'Udkastet er skrevet ud fra rapportens tal efter faste regler på Rådslags egen server – ingen tekst sendes videre. Ret, slet eller tilføj afsnit under hver overskrift, gem, og udgiv teksten sammen med rapporten.',
  loading: 'Henter rapportens tekst',
  loadFailed: 'Rapportens tekst kunne ikke hentes.',
  retry: 'Prøv igen',
  denied: 'Kun samtalens ejer kan skrive og udgive rapportens tekst.',
  back: 'Tilbage til rapporterne',
  draftNote: 'Udkast – ikke udgivet endnu.',
  savedNote: 'Gemt – ikke udgivet endnu.',
  unsaved: 'Du har ændringer, der ikke er gemt.',
  paragraphLabel: (heading: string, n: number) => `${heading}, afsnit ${n}`,
  removeParagraph: 'Slet afsnit',
  removeParagraphLabel: (heading: string, n: number) => `Slet ${heading}, afsnit ${n}`,
  addParagraph: 'Tilføj afsnit',
  addParagraphLabel: (heading: string) => `Tilføj afsnit under ${heading}`,
  save: 'Gem teksten',
  saving: 'Gemmer teksten …',
  saved: 'Teksten er gemt.',
  saveFailed: 'Teksten blev ikke gemt. Det, du har skrevet, er her stadig.',
  publishFailed: 'Teksten blev ikke udgivet.',
  emptySection: (heading: string) =>
    `Skriv mindst ét afsnit under «${heading}» – teksten kan ikke gemmes med en tom overskrift.`,
  locked:
    'Teksten kan ikke længere ændres: den er udgivet eller rapporten er trukket tilbage i et andet vindue.',
  reload: 'Hent teksten igen',
  conflictTitle: 'Teksten er gemt i et andet vindue',
  conflictIntro:
    'Nogen har gemt teksten, mens du skrev. Vælg, om din udgave eller den gemte skal gælde.',
  keepMine: 'Behold min tekst',
  takeTheirs: 'Brug den gemte tekst',
  publish: 'Udgiv teksten',
  publishing: 'Udgiver teksten …',
  publishHint: 'Gem ændringerne, før du udgiver.',
  published: (date: string) =>
    `Teksten er udgivet ${date} sammen med rapporten. Den kan ikke ændres; lav en ny version af rapporten for at rette den.`,
  openReport: 'Se den offentlige rapport og udskriv den som PDF',
  withdraw: 'Træk rapporten tilbage',
  withdrawTitle: 'Træk rapporten tilbage?',
  withdrawIntro:
    'Rapportens adresse viser derefter kun, at den er trukket tilbage – ingen tal og ingen tekst. Det kan ikke fortrydes.',
  withdrawConfirm: 'Ja, træk den tilbage',
  withdrawCancel: 'Fortryd',
  withdrawing: 'Trækker rapporten tilbage …',
  withdrawFailed: 'Rapporten blev ikke trukket tilbage.',
  withdrawn: (date: string) =>
    `Rapporten er trukket tilbage ${date}. Dens adresse siger nu kun, at den er trukket tilbage.`,
  word: {
    button: 'Hent som Word (.docx)',
    downloading: 'Henter Word-filen …',
    done: (filename: string) => `Word-filen er hentet som ${filename}.`,
    failed: 'Word-filen kunne ikke hentes.',
  },
  editLink: 'Skriv tekst',
  editLinkLabel: (date: string) => `Skriv tekst til rapporten fra ${date}`,
} as const;
