// Danish copy: adminArea. Part of the catalogue re-exported by src/copy/da.ts.

// The conversation admin area: sidebar, permission check (docs/behaviour.md#conversationadmin).
export const adminArea = {
  navLabel: 'Samtalens menu',
  menuOpen: 'Vis menu',
  menuClose: 'Skjul menu',
  links: {
    conversations: 'Dine samtaler',
    configure: 'Konfigurér',
    share: 'Del',
    moderate: 'Moderér',
    monitor: 'Monitorér',
    report: 'Rapport',
    topics: 'Emner',
  },
  status: (isActive: boolean) => (isActive ? 'Åben' : 'Lukket'),
  deniedTitle: 'Du har ikke adgang til denne samtale',
  deniedBody:
    'Kun samtalens ejer og dens moderatorer kan administrere den. Er du lige blevet gjort til moderator, så prøv igen.',
  deniedRetry: 'Prøv igen',
  deniedBack: 'Til dine samtaler',
} as const;
