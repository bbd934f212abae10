// The platform's Danish messages (docs/architecture.md#server-messages): what the HTTP layer, the
// sign-in checks and the shared query rules answer any route's caller, and what the database,
// configuration and shutdown tell the operator (in Danish and English: the operator may read
// either). A function where the text takes a number or a name.
export const PRODUCT_NAME = 'Rådslag';

/** Field rules several features answer in the same words. */
export const trueOrFalse = (name: string) => `${name} skal være true eller false.`;
export const modValue = 'mod skal være -1, 0 eller 1.';
/** A statement whose text the conversation already has (a participant's, or a seed). */
export const duplicateStatementText = 'Samtalen har allerede et udsagn med denne tekst.';
/** A report_id that is no report's id (the reports and the topics routes take one). */
export const reportIdInvalid = 'Ugyldigt rapport-id.';

export const platformMessages = {
  trueOrFalse,
  http: {
    invalidValue: (name: string) => `Ugyldig værdi for ${name}.`,
    missing: (name: string) => `Parameteren ${name} mangler.`,
    notSignedIn: 'Du skal være logget ind.',
    bodyNotObject: 'Forespørgslens indhold er ikke et gyldigt JSON-objekt.',
    bodyTooLarge: (maxBytes: number) => `Forespørgslen er for stor (højst ${maxBytes} byte).`,
    bodyTooDeep: (maxDepth: number) =>
      `Forespørgslens indhold er indlejret for dybt (højst ${maxDepth} niveauer).`,
    nul: 'Værdien må ikke indeholde NUL-tegn.',
    loneSurrogate: 'Værdien indeholder et ugyldigt tegn (en halv Unicode-tegnkode).',
    originPreflight: `Denne side må ikke bruge ${PRODUCT_NAME}s API.`,
    originWrite: `Forespørgslen kommer fra en side, der ikke må bruge ${PRODUCT_NAME}s API.`,
    jsonOnly: 'Forespørgslen skal sendes som JSON (Content-Type: application/json).',
    until: 'until skal være et tidspunkt i millisekunder.',
  },
  auth: {
    reauthForPasskeys:
      'Log ind igen for at ændre dine adgangsnøgler: af hensyn til sikkerheden skal du have logget ind inden for de sidste 5 minutter.',
    tokenExpired: 'Din adgangsbillet er udløbet. Log ind igen.',
    tokenInvalid: 'Din adgangsbillet er ugyldig. Log ind igen.',
    accountGone: 'Kontoen findes ikke længere. Log ind igen.',
    signedOutElsewhere:
      'Du er logget ud her, fordi adgangskoden er skiftet eller alle andre steder er logget ud. Log ind igen.',
    tokenWithoutEmail:
      'Adgangsbilletten indeholder ingen e-mailadresse, så brugeren kan ikke oprettes.',
    tokenEmailInvalid: 'Adgangsbillettens e-mailadresse er ugyldig.',
    emailTaken: `Din e-mailadresse hører allerede til en anden konto i ${PRODUCT_NAME}. Bed en administrator om hjælp.`,
    /** A signed-in device's name on the account page: 'Firefox på Linux'. */
    device: (browser: string, system: string) => `${browser} på ${system}`,
    unknownBrowser: 'Ukendt browser',
  },
  commentList: {
    moderation: trueOrFalse('moderation'),
    votingPatterns: trueOrFalse('include_voting_patterns'),
    mod: modValue,
    limit: (max: number) => `limit skal være et helt tal fra 1 til ${max}.`,
    offset: 'offset skal være et helt tal på 0 eller mere.',
  },
  /** The e-mails' sender when MAIL_FROM is not set. */
  mailFrom: (host: string) => `${PRODUCT_NAME} <no-reply@${host}>`,
  db: {
    waiting: (reason: string) => `Venter på databasen / waiting for the database: ${reason}`,
    otherProcess: 'en anden proces',
    process: (pid: number, where: string, command: string, since: string) =>
      `proces ${pid}${where} (${command}, startet ${since})`,
    onHost: (host: string) => ` på ${host}`,
    inUse: (dataDir: string, holder: string, stop: string) =>
      `Datamappen ${dataDir} bruges allerede af ${holder}. ` +
      'PGlite-databasen kan kun bruges af én proces ad gangen, ellers går data tabt. ' +
      `Stop den anden proces først${stop}, eller kør flere instanser mod PostgreSQL ` +
      '(DATABASE_URL, se docs/deploy.md).',
    noFlock:
      'Kommandoen flock (util-linux) mangler; den låser datamappen, så kun én proces bruger ' +
      'PGlite-databasen. Installér den (Debian/Ubuntu: apt-get install util-linux; ' +
      'macOS: brew install flock).\nThe flock command (util-linux) is missing; it locks the ' +
      'data directory so that one process alone uses the PGlite database. Install it ' +
      '(Debian/Ubuntu: apt-get install util-linux; macOS: brew install flock).',
    couldNotLock: (file: string, reason: string) =>
      `Kunne ikke låse ${file} / could not lock ${file}: ${reason}`,
  },
  shutdown: {
    draining: (signal: string, inFlight: number) =>
      `${signal}: lukker ned — tager ikke imod nye forespørgsler, afslutter ${inFlight} i gang ` +
      `(${signal}: shutting down, finishing ${inFlight} requests in flight)`,
    unfinished: (count: number) =>
      `${count} forespørgsler nåede ikke at blive færdige (did not finish in time)`,
    closerFailed: (reason: string) => `nedlukning / shutdown: ${reason}`,
    again: (signal: string) => `${signal} igen: stopper med det samme (again: exiting now)`,
  },
};
