// The composition root's Danish messages (docs/architecture.md#server-messages): the answers no
// feature owns (an unknown address, a server error, the database out of reach) and what the
// server tells the operator when it starts and runs its jobs.
export const rootMessages = {
  databaseUnavailable: 'Rådslag kan ikke nå sin database lige nu. Prøv igen om lidt.',
  internalError: 'Der opstod en fejl på serveren.',
  pageNotFound: 'Siden findes ikke.',
  apiNotFound: 'Denne adresse findes ikke i API’et.',
  start: {
    failed: (reason: string) => `Rådslag kan ikke starte: ${reason}`,
    dataDirInUse: (reason: string) => `Rådslag kan ikke starte / cannot start:\n${reason}`,
    running: (origin: string, listening: string) =>
      `Rådslag kører på ${origin}/ (lytter på ${listening})`,
    embeddedSignIn: (issuer: string) =>
      `Indbygget log-ind: ${issuer} (adgangskode til /signin: se README)`,
    externalSignIn: (issuer: string) => `Log-ind via ${issuer}`,
    demoAccount: (email: string, password: string) =>
      `Demokonto: ${email} med adgangskoden ${password} (virker kun, så længe DEMO_DATA ikke er 0).`,
    demoWarning: 'ADVARSEL: demokontoens kendte adgangskode virker. Sæt DEMO_DATA=0 i drift.',
    firstAdmin: 'Første administrator: npm run user:add -- <e-mail> --admin (udskriver et link).',
    database: (engine: string, dataDir: string | null) =>
      `Database: ${engine}${dataDir === null ? '' : ` i ${dataDir}`}`,
  },
  /** A topics job that found nothing to do (too few statements, or the conversation is gone). */
  topicsSkipped: (key: string, reason: string) => `Emner for ${key}: ${reason}`,
  unknownMaintenanceJob: (key: string) => `Ukendt vedligeholdelsesjob: ${key}`,
  topicsRan: (conversationId: string, statements: number, seconds: string) =>
    `Emner for ${conversationId}: ${statements} udsagn (${seconds} s)`,
};
