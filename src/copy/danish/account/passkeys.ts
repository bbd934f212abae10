// Danish copy: "Adgangsnøgler" on /account (passkeys). Part of the catalogue re-exported by
// src/copy/da.ts.

export const passkeys = {
  heading: 'Adgangsnøgler',
  intro:
    'Med en adgangsnøgle logger du ind med fingeraftryk, ansigt eller skærmlås på din enhed i stedet for adgangskoden.',
  loading: 'Henter dine adgangsnøgler …',
  loadFailed: (detail: string) => `Adgangsnøglerne kunne ikke hentes: ${detail}`,
  retry: 'Prøv igen',
  listLabel: 'Dine adgangsnøgler',
  none: 'Du har ingen adgangsnøgler endnu.',
  created: 'Tilføjet',
  lastUsed: 'Sidst brugt',
  neverUsed: 'Ikke brugt endnu',
  remove: 'Fjern',
  /** Read after "Fjern" by screen readers only, so each row's button says which passkey. */
  removeWhich: (name: string) => `adgangsnøglen ${name}`,
  confirmQuestion: (name: string) => `Fjern adgangsnøglen »${name}«?`,
  confirmDetail: 'Du kan ikke længere logge ind med den. Fjern den også fra enheden bagefter.',
  confirm: 'Ja, fjern den',
  cancel: 'Behold den',
  removing: 'Fjerner …',
  removeFailed: 'Adgangsnøglen kunne ikke fjernes, fordi serveren ikke svarede. Prøv igen.',
  addHeading: 'Tilføj adgangsnøgle',
  nameLabel: 'Navn på adgangsnøglen',
  nameHint: 'Så du kan kende den igen, fx »Min bærbare« eller »Telefon«.',
  add: 'Tilføj adgangsnøgle',
  asking: 'Forbereder …',
  ceremony: 'Følg browserens anvisninger …',
  saving: 'Gemmer …',
  blank: 'Giv adgangsnøglen et navn, fx »Min bærbare«.',
  tooLong: (max: number) => `Navnet må højst være ${max} tegn.`,
  cancelled:
    'Tilføjelsen blev afbrudt, før der blev lavet en adgangsnøgle. Prøv igen, når du er klar.',
  unsupported:
    'Denne browser kan ikke lave adgangsnøgler. Brug en nyere udgave af Chrome, Edge, Firefox eller Safari.',
  insecure: 'Adgangsnøgler kræver en sikker forbindelse. Åbn siden med https og prøv igen.',
  alreadyRegistered: 'Denne enhed har allerede en adgangsnøgle til din konto.',
  failed: 'Enheden kunne ikke lave en adgangsnøgle. Prøv igen, eller brug en anden enhed.',
  unavailable: 'Serveren svarede ikke. Prøv igen om lidt.',
  added: (name: string) => `Adgangsnøglen »${name}« er tilføjet. Du kan nu logge ind med den.`,
  removed: (name: string) => `Adgangsnøglen »${name}« er fjernet.`,
  rename: 'Omdøb',
  /** Read after "Omdøb" by screen readers only. */
  renameWhich: (name: string) => `adgangsnøglen ${name}`,
  renameLabel: (name: string) => `Nyt navn til »${name}«`,
  renameSave: 'Gem navn',
  renameSaving: 'Gemmer …',
  renameCancel: 'Annuller',
  renameUnavailable: 'Navnet blev ikke gemt, fordi serveren ikke svarede. Prøv igen.',
  renamed: (name: string) => `Adgangsnøglen hedder nu »${name}«.`,
  off: 'Adgangsnøgler kræver, at siden åbnes på et domænenavn (fx localhost) og ikke på en IP-adresse. Spørg den, der driver siden.',
} as const;
