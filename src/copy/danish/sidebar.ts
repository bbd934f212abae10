// Danish copy: sidebar. Part of the catalogue re-exported by src/copy/da.ts.

export const sidebar = {
  label: 'Sidemenu',
  conversations: 'Samtaler',
  archivedConversations: 'Arkiverede samtaler',
  otherConversations: 'Andres samtaler',
  account: 'Konto',
} as const;
