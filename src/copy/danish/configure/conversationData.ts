// Danish copy: the owner's data section on the configure screen (docs/privacy.md#retention): the
// retention period and deleting the conversation for good. Part of the catalogue re-exported by
// src/copy/da.ts.

const count = (n: number, one: string, many: string) =>
  `${new Intl.NumberFormat('da-DK').format(n)} ${n === 1 ? one : many}`;

export const conversationData = {
  heading: 'Data og sletning',
  intro:
    'Kun samtalens ejer ser dette afsnit. Her bestemmer du, hvor længe deltagernes data gemmes, og her kan du slette samtalen helt.',
  open: 'Vis opbevaring og sletning',
  loading: 'Henter samtalens data …',
  failed: 'Samtalens data kunne ikke hentes.',
  retry: 'Prøv igen',
  retention: {
    label: 'Slet deltagernes data efter lukning (dage)',
    help: 'Antal dage efter at samtalen er lukket. Så slettes alle stemmer, deltagernes udsagn og deltagerne selv; samtalen, dine startudsagn og de offentliggjorte rapporter (med deres tal) bliver. Lad feltet stå tomt for at gemme data, indtil du sletter samtalen.',
    save: 'Gem opbevaringsperiode',
    saving: 'Gemmer …',
    saved: 'Opbevaringsperioden er gemt.',
    failed: 'Opbevaringsperioden blev ikke gemt.',
    keep: 'Data gemmes, indtil samtalen slettes.',
    days: (days: number) => `Deltagernes data slettes ${count(days, 'dag', 'dage')} efter lukning.`,
    deletedAt: (date: string) => `Deltagernes data blev slettet ${date}.`,
  },
  archive: {
    heading: 'Hent alt om samtalen',
    help: 'Én JSON-fil med alt, hvad der er gemt om samtalen: indstillinger, udsagn, stemmer, deltagere, rapporter, emner og meningsgrupper. Til en anmodning om indsigt, eller som arkiv før du sletter samtalen.',
    button: 'Hent alt om samtalen (JSON)',
    downloading: 'Henter arkivet …',
    done: (filename: string) => `Arkivet er hentet som ${filename}.`,
    failed: 'Arkivet kunne ikke hentes.',
  },
  delete: {
    heading: 'Slet samtalen',
    help: 'Sletter samtalen og alt om den for altid: udsagn, stemmer, deltagere, rapporter, emner og meningsgrupper. Samtalen skal være lukket først.',
    button: 'Slet samtalen …',
    checking: 'Tjekker samtalen …',
    mustClose:
      'Samtalen er stadig åben. Luk den først (slå "Åben for deltagelse" fra ovenfor), så ingen deltager i den, mens den slettes.',
    checkFailed: 'Samtalen kunne ikke tjekkes.',
    confirmTitle: 'Slet samtalen for altid?',
    confirmIntro: 'Det kan ikke fortrydes. Dette slettes:',
    statements: (n: number) => count(n, 'udsagn', 'udsagn'),
    votes: (n: number) => count(n, 'stemme', 'stemmer'),
    participants: (n: number) => count(n, 'deltager', 'deltagere'),
    reports: (n: number) => count(n, 'rapport', 'rapporter'),
    topics: (n: number) => count(n, 'emne', 'emner'),
    alsoGone: 'Også meningsgrupperne, og alt andet der er gemt om samtalen.',
    confirm: 'Slet for altid',
    cancel: 'Behold samtalen',
    deleting: 'Sletter …',
    failed: 'Samtalen blev ikke slettet.',
  },
} as const;
