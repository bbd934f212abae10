// Danish copy: terms. Part of the catalogue re-exported by src/copy/da.ts.

export const terms = {
  title: 'Vilkår for brug',
  sections: [
    {
      heading: '1. Om tjenesten',
      paragraphs: [
        'Rådslag er en tjeneste til offentlige dialoger, hvor en samtaleejer stiller et spørgsmål, og anonyme deltagere skriver korte udsagn og stemmer om hinandens. Disse vilkår gælder for alle, der bruger tjenesten – både samtaleejere, moderatorer og deltagere.',
        'Når du bruger tjenesten, accepterer du vilkårene. Hvis du ikke kan acceptere dem, skal du lade være med at bruge tjenesten.',
      ],
    },
    {
      heading: '2. Alder',
      paragraphs: [
        'Du skal være mindst 16 år for at bruge tjenesten. Er du under 16 år, må du hverken oprette en samtale eller deltage i en.',
      ],
    },
    {
      heading: '3. Din brug af tjenesten',
      paragraphs: [
        'Du må ikke bruge tjenesten til at sprede ulovligt indhold, chikane, trusler, diskrimination, reklame eller personoplysninger om andre. Du må ikke forsøge at omgå tekniske begrænsninger, stemme flere gange under forskellige identiteter eller forstyrre andres brug af tjenesten.',
        'Samtaleejere og moderatorer er ansvarlige for at moderere deres samtaler og for at overholde gældende lovgivning over for deres deltagere.',
      ],
    },
    {
      heading: '4. Indhold, du bidrager med',
      paragraphs: [
        'Udsagn og stemmer, du afgiver, vises anonymt for de andre deltagere og kan indgå i samtalens rapport. Du giver samtaleejeren og os ret til at vise, analysere og offentliggøre dem i forbindelse med samtalen.',
        'Vi og samtaleejeren kan fjerne indhold, der strider mod disse vilkår.',
      ],
    },
    {
      heading: '5. Ændringer af vilkårene',
      paragraphs: [
        'Vi kan ændre vilkårene. Væsentlige ændringer varsles mindst 30 dage, før de træder i kraft, på denne side og – for samtaleejere – via den e-mailadresse, de logger ind med. Bruger du tjenesten, efter at ændringerne er trådt i kraft, accepterer du de nye vilkår.',
      ],
    },
    {
      heading: '6. Ansvarsbegrænsning',
      paragraphs: [
        'Tjenesten leveres, som den er. Vi gør os umage for, at den er tilgængelig og fungerer korrekt, men kan ikke love, at den altid er det.',
        'Vores samlede ansvar over for dig er under alle omstændigheder begrænset til det største af følgende beløb: det, du har betalt os for tjenesten i de 12 måneder før kravet opstod, eller 100 amerikanske dollars ($100). Begrænsningen gælder ikke, hvor lovgivningen ikke tillader den.',
      ],
    },
    {
      heading: '7. Ophør',
      paragraphs: [
        'Du kan til enhver tid holde op med at bruge tjenesten. Vi kan lukke adgangen for brugere, der groft eller gentagne gange overtræder vilkårene.',
      ],
    },
  ],
  contact: (owner: string) => `Spørgsmål om vilkårene kan rettes til ${owner}.`,
} as const;
