// Danish copy: moderators. Part of the catalogue re-exported by src/copy/da.ts.

// The 'Moderatorer' screen of a conversation's admin area (docs/behaviour.md#moderators).
export const moderators = {
  navLink: 'Moderatorer',
  heading: 'Moderatorer',
  intro:
    'Moderatorer kan moderere udsagn, følge deltagelsen, lave rapporter og ændre samtalens indstillinger. Kun ejeren kan tilføje og fjerne moderatorer.',
  owner: (name: string) => (name ? `Ejer: ${name}` : 'Ejer: dig'),
  listLabel: 'Samtalens moderatorer',
  none: 'Samtalen har ingen moderatorer ud over ejeren endnu.',
  pending: 'Inviteret – har ikke åbnet samtalen endnu',
  remove: 'Fjern',
  removeLabel: (email: string) => `Fjern ${email} som moderator`,
  removing: 'Fjerner …',
  // Asked before a moderator is removed: the access ends at once.
  confirmTitle: (email: string) => `Fjern ${email} som moderator?`,
  confirmIntro:
    'Kollegaen mister adgangen til samtalens administration med det samme. Du kan tilføje vedkommende igen senere.',
  confirmCancel: 'Annullér',
  confirmRemove: 'Fjern moderator',
  addHeading: 'Tilføj en moderator',
  addIntro:
    'Skriv kollegaens e-mailadresse. Har kollegaen ingen konto endnu, får vedkommende en invitation, og adgangen gælder, så snart kontoen er oprettet med den adresse.',
  emailLabel: 'Kollegaens e-mail',
  add: 'Tilføj moderator',
  adding: 'Tilføjer …',
  blank: 'Skriv kollegaens e-mailadresse.',
  added: (email: string) => `${email} er nu moderator og har fået en e-mail om det.`,
  ownerOnly: 'Kun samtalens ejer kan tilføje og fjerne moderatorer.',
  unavailable: 'Serveren svarede ikke. Tjek forbindelsen og prøv igen – intet er ændret.',
  loading: 'Henter moderatorer …',
  loadFailed: 'Moderatorerne kunne ikke hentes.',
  retry: 'Prøv igen',
} as const;
