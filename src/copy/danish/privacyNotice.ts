// Danish copy: the operator's privacy notice on /privacy and the terms' owner on /tos
// (docs/deploy.md#privacy-notice).
// Each field the operator configures (PRIVACY_*, TERMS_*) has a default text, shown with the
// `defaultMark` note so a DPO sees at once what is still unfilled. Part of the catalogue
// re-exported by src/copy/da.ts.

export const privacyNotice = {
  heading: 'Dataansvar og dine rettigheder',
  defaultMark: 'Standardtekst – operatøren har ikke udfyldt dette felt.',
  controller: {
    label: 'Dataansvarlig',
    fallback: 'Den organisation, der driver denne Rådslag-installation.',
  },
  contact: {
    label: 'Kontakt',
    fallback: 'Kontakt den organisation, der har inviteret dig til samtalen.',
  },
  dpo: {
    label: 'Databeskyttelsesrådgiver (DPO)',
    fallback: 'Den dataansvarliges databeskyttelsesrådgiver.',
  },
  legalBasis: {
    label: 'Retsgrundlag',
    fallback:
      'Behandlingen sker for at udføre en opgave i samfundets interesse eller som led i offentlig myndighedsudøvelse (databeskyttelsesforordningens artikel 6, stk. 1, litra e), eller efter dit samtykke, når du vælger at deltage (artikel 6, stk. 1, litra a).',
  },
  retention: {
    label: 'Opbevaring',
    fallback:
      'Stemmer og udsagn opbevares, indtil samtaleejeren sletter samtalen, eller – når samtaleejeren har valgt en opbevaringsperiode – indtil perioden efter samtalens lukning er udløbet.',
  },
  rightsHeading: 'Dine rettigheder',
  rights: [
    'Du har ret til indsigt i de oplysninger, vi har om dig, og til at få dem slettet. Det gør du selv under "Mine data" på samtalens side, fra den enhed, du deltog fra: her ser du dine stemmer og udsagn, kan ændre en stemme, mens samtalen er åben, og kan slette det hele.',
    'Du har desuden ret til berigtigelse, til begrænsning af behandlingen, til dataportabilitet og til at gøre indsigelse mod behandlingen. Kontakt den dataansvarlige for at bruge dem.',
  ],
  complaintHeading: 'Klage til Datatilsynet',
  complaint:
    'Du kan klage til Datatilsynet over, hvordan dine oplysninger behandles: Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby, dt@datatilsynet.dk, www.datatilsynet.dk.',
  termsHeading: 'Hvem står bag vilkårene',
  termsOwner: {
    label: 'Udbyder',
    fallback: 'Den organisation, der driver denne Rådslag-installation.',
  },
  termsContact: {
    label: 'Kontakt',
    fallback: 'Kontakt den organisation, der har inviteret dig til tjenesten.',
  },
} as const;
