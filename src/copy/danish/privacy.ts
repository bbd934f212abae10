// Danish copy: privacy. Part of the catalogue re-exported by src/copy/da.ts.

export const privacy = {
  title: 'Privatlivspolitik',
  lead: 'Rådslag er bygget til at samle holdninger – ikke oplysninger om dig.',
  sections: [
    {
      heading: 'Det indsamler vi ikke',
      paragraphs: [
        'Vi indsamler ikke navne, kontaktoplysninger eller demografiske oplysninger om deltagerne, og vi bruger ikke sporingscookies.',
      ],
    },
    {
      heading: 'Det gemmer vi',
      paragraphs: [
        'Når du deltager i en samtale, gemmer vi kun dine anonyme stemmer, den tekst du selv indsender, og et anonymt deltager-id, så dine stemmer kan holdes sammen uden at vide, hvem du er.',
      ],
    },
    {
      heading: 'Hvem ser hvad',
      paragraphs: [
        'Udsagn vises uden afsender for de andre deltagere. Samtaleejeren og moderatorerne ser udsagnene og de samlede stemmemønstre, men aldrig hvem der står bag.',
        'Skriv derfor ikke navne eller andre personlige oplysninger i dine udsagn. Moderatorerne kan afvise udsagn, der gør det.',
      ],
    },
    {
      heading: 'Samtaleejere',
      paragraphs: [
        'Samtaleejere logger ind gennem en ekstern login-tjeneste. Den e-mailadresse, de logger ind med, bruges kun til at genkende dem og give adgang til deres samtaler.',
      ],
    },
  ],
  contact: (owner: string) => `Spørgsmål om privatliv kan rettes til ${owner}.`,
} as const;
