// Danish copy: configure. Part of the catalogue re-exported by src/copy/da.ts.

// The configure screen at /m/{conversation_id} (docs/behaviour.md#configure).
export const configure = {
  heading: 'Konfigurér samtale',
  intro:
    'Ændringer gemmes med det samme: tekstfelter, når du forlader feltet, og afkrydsninger, så snart du klikker.',
  noPermission:
    'Du har ikke tilladelse til at konfigurere denne samtale. Kun samtalens ejer og moderatorer kan ændre indstillingerne.',
  saving: 'Gemmer…',
  saved: 'Alle ændringer er gemt',
  saveError: 'Fejl ved gemning af indhold. Tjek din forbindelse.',
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
    is_active: {
      label: 'Åben for deltagelse',
      help: 'Når samtalen er lukket, kan ingen stemme eller skrive nye udsagn.',
    },
    importance_enabled: {
      label: 'Spørg om vigtighed',
      help: 'Deltagerne kan markere, at et udsagn er særligt vigtigt for dem.',
    },
    vis_type: {
      label: 'Vis meningskortet',
      help: 'Deltagerne ser kortet over, hvordan meningerne fordeler sig i grupper.',
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
  },
} as const;
