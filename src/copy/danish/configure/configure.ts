// Danish copy: configure. Part of the catalogue re-exported by src/copy/da.ts.
import { characterCount } from '../numbers';

// The configure screen at /m/{conversation_id} (docs/behaviour.md#configure).
export const configure = {
  heading: 'Konfigurér samtale',
  intro:
    'Ændringer gemmes med det samme: tekstfelter, når du forlader feltet, og afkrydsninger, så snart du klikker.',
  noPermission:
    'Du har ikke tilladelse til at konfigurere denne samtale. Kun samtalens ejer og moderatorer kan ændre indstillingerne.',
  saving: 'Gemmer…',
  saved: 'Alle ændringer er gemt',
  /** Saved, except a field marked with its reason. */
  savedExceptMarked: 'Dine andre ændringer er gemt. Ret det markerede felt.',
  /** Only when nothing answered (status 0): the connection is the likely cause. */
  saveError: 'Fejl ved gemning af indhold. Tjek din forbindelse.',
  /** The server answered with an error: its reason (or status) follows. */
  saveRefused: 'Ændringen blev ikke gemt.',
  /** A colour typed on the form that is not a CSS colour (checked as typed, never sent). */
  colourInvalid:
    'Ikke en CSS-farve. Skriv fx #f6f5fd eller rebeccapurple, eller lad feltet stå tomt.',
  /** A statement limit typed on the form that is not a whole number within 10–500. */
  statementLimitInvalid: 'Skriv et helt tal mellem 10 og 500.',
  /** The topic's length against its limit. */
  counter: characterCount,
  /** A save refused because another window changed the same setting (409). */
  conflict: {
    title: 'Samtalen er ændret i et andet vindue',
    body: (label: string) => `«${label}» blev ændret, mens du redigerede.`,
    theirs: 'Værdien fra det andet vindue:',
    mine: 'Din værdi:',
    empty: '(tom)',
    on: 'Slået til',
    off: 'Slået fra',
    keepMine: 'Behold min',
    takeTheirs: 'Brug den anden',
  },
  unsaved: (count: number) =>
    count === 1 ? '1 ændring er ikke gemt endnu.' : `${count} ændringer er ikke gemt endnu.`,
  retry: 'Prøv igen',
  /** Leaving the admin area (or closing the tab) while settings are not saved yet. */
  leave: {
    title: 'Dine ændringer er ikke gemt',
    body: 'Nogle af dine ændringer i samtalens indstillinger er ikke gemt endnu. Forlader du siden nu, går de tabt.',
    stay: 'Bliv på siden',
    leave: 'Forlad siden alligevel',
  },
  /** Beside the help of the two settings that change the participants' page. */
  preview: 'Se deltagersiden',
  previewNewTab: '(åbner i et nyt faneblad)',
  sections: {
    about: 'Samtalen',
    participation: 'Deltagelse',
    colours: 'Farver på hjælpeteksten',
  },
  fields: {
    topic: { label: 'Emne', help: 'En kort titel, som deltagerne ser øverst på siden.' },
    description: {
      label: 'Beskrivelse',
      help: 'Rammen for samtalen: hvad skal deltagerne tage stilling til, og hvad sker der med resultatet?',
    },
    is_draft: {
      label: 'Kladde',
      help: 'En kladde er ikke åbnet endnu: deltagerne ser «Samtalen er ikke åbnet endnu».',
    },
    is_active: {
      label: 'Åben for deltagelse',
      help: 'Når samtalen er lukket, kan ingen stemme eller skrive nye udsagn.',
    },
    importance_enabled: {
      label: 'Spørg om vigtighed',
      help: 'Over knapperne Enig, Uenig og Spring over får deltagerne knappen «Vigtigt for mig» med teksten «Markér, hvis udsagnet betyder meget for dig. Det følger med din stemme.» Markeringen gælder kun det udsagn, de stemmer om, og gemmes med stemmen.',
    },
    vis_type: {
      label: 'Vis meningskortet',
      help: 'Under stemmekortet ser deltagerne «Meningskortet»: hver meningsgruppe som et farvet område med sit antal deltagere («Gruppe A · 212 deltagere»), deres egen plads («Dig»), når de har stemt nok («Stem på 4 udsagn mere for at se, hvor du står»), og for hver gruppe de udsagn, der adskiller den («X % i gruppen er enige, Y % af de andre»). Kortet opdateres, mens der stemmes. Er der for få stemmer til grupper, står der hvorfor.',
    },
    write_type: {
      label: 'Vis feltet til nye udsagn',
      help: 'Deltagerne kan selv skrive udsagn. Slå det fra, hvis de kun skal stemme.',
    },
    strict_moderation: {
      label: 'Streng moderation',
      help: 'Nye udsagn vises først for deltagerne, når en moderator har accepteret dem.',
    },
    help_bgcolor: {
      label: 'Baggrundsfarve',
      help: 'En CSS-farve, fx #f6f5fd. Tomt felt betyder standardfarven.',
    },
    help_color: {
      label: 'Tekstfarve',
      help: 'En CSS-farve, fx #1d1b29. Tomt felt betyder standardfarven.',
    },
    comment_max_length: {
      label: 'Maks. længde på udsagn',
      help: 'Hvor mange tegn et udsagn højst må have – både deltagernes og dine startudsagn. 140 er standard; mellem 10 og 500. Udsagn, der allerede er skrevet, beholder deres tekst.',
    },
    parent_url: {
      label: 'Siden, hvor samtalen vises',
      help: 'Adressen på den side på jeres hjemmeside, hvor I sætter koden ind, fx https://kommune.dk/hoering. Den står på samtalens kort i listen og følger med i koden. Tomt felt: samtalen er ikke indlejret.',
    },
  },
} as const;
