// The data-protection feature's Danish messages (docs/architecture.md#server-messages): what its
// routes, rules and retention job say to the owner, a participant or the operator's log.
import { RETENTION_DAYS_MAX } from '../../contract/dataProtection';

export const dataProtectionMessages = {
  retentionRanOut: (conversation: string | number) =>
    `Opbevaringsperioden er udløbet: deltagernes data i samtale ${conversation} er slettet.`,
  retentionMissing: 'Parameteren retention_days mangler.',
  retentionRefused: `Skriv et helt antal dage fra 1 til ${RETENTION_DAYS_MAX}, eller lad feltet stå tomt for at beholde data.`,
  closeBeforeDeleting: 'Luk samtalen, før du sletter den.',
  myDataOnOwnDevice: 'Dine data kan kun vises på den enhed, du deltog fra.',
};
