// The automatic moderator's word lists (rules/autoModerator.ts), written for this project: a
// deliberately moderate set of Danish and English slurs, insults, sexual vulgarities, incitements to
// self-harm and spam phrases. Not mild swearing (lort, pis, shit, damn): participants may be blunt.
//
// Notation: an entry matches whole words, case- and diacritic-insensitively, with leetspeak undone
// (rules/autoModerator.ts). æ, ø and å are letters of their own (hore is on the list, høre — to
// hear — is not), but an entry's æ/ø/å also matches the ASCII spellings ae/a, oe/o, aa/a
// (røvhul, roevhul, rovhul). 'word*' also matches words starting with it (fuckface); a space
// separates the words of a phrase. Doubled letters must stay doubled (faggot ≠ the Danish fagot,
// a bassoon), and any letter may be repeated to stretch it (fuuuck).
//
// Left out on purpose because they are ordinary Danish (or English) words or names: slut (end), fag
// (subject), kys (kiss), bøsse (gay, neutral), svin and so (pig, sow), dum (stupid), ass/Assens,
// dick/Dickens, niger (the country), mongol (the people), negere (to negate: no 'neger*'),
// spasere (to stroll), kusine (cousin), porno and gratis penge (topics people discuss), WhatsApp.

/** Inflections: forms('idiot', '', 's', 'en') → ['idiot', 'idiots', 'idioten']. */
const forms = (stem: string, ...endings: string[]) => endings.map((ending) => stem + ending);

const DANISH_INSULTS = [
  ...forms('idiot', '', 'en', 'er', 'erne'),
  ...forms('spasser', '', 'en', 'e', 'ne'),
  'spast',
  'spasticus',
  ...forms('luder', '', 'en', 'e', 'ne'),
  ...forms('hore', '', 'n', 'r', 'rne'),
  'horeunge*',
  'kælling*',
  'fisse*',
  'kusse*',
  'pik',
  'pikhoved*',
  'pikfjæs',
  'røvhul*',
  'røvbanan*',
  'bøsserøv*',
  'nazisvin*',
  'taberrøv*',
  'dumme svin',
];

const DANISH_SLURS = [
  ...forms('neger', '', 'en', 'ne'),
  ...forms('negre', '', 'n', 'ne'),
  'negerkys',
  ...forms('perker', '', 'en', 'e', 'ne'),
  'sortsmudsk*',
];

const ENGLISH = [
  'fuck*',
  'motherfuck*',
  'fck',
  'fcking',
  'stfu',
  ...forms('cunt', '', 's'),
  ...forms('twat', '', 's'),
  ...forms('wanker', '', 's'),
  ...forms('bitch', '', 'es', 'y'),
  'biatch',
  'asshole*',
  'arsehole*',
  'dumbass*',
  'dipshit*',
  ...forms('moron', '', 's', 'ic'),
  ...forms('imbecile', '', 's'),
  ...forms('retard', '', 's', 'ed'),
  ...forms('whore', '', 's'),
  'slutty',
  'sluts',
  ...forms('faggot', '', 's'),
  ...forms('nigger', '', 's'),
  ...forms('nigga', '', 's', 'z'),
  ...forms('kike', '', 's'),
  ...forms('spic', '', 's'),
  ...forms('wetback', '', 's'),
  ...forms('raghead', '', 's'),
  ...forms('towelhead', '', 's'),
  ...forms('tranny', '', 's'),
  ...forms('paki', '', 's'),
];

const SELF_HARM = [
  'kill yourself',
  'kill urself',
  'go die',
  'dræb dig selv',
  'hæng dig selv',
  'gå ud og dø',
  'du skal dø',
  'i skal dø',
];

/** Statements that insult, demean or threaten: reason 'offensive'. */
export const OFFENSIVE_ENTRIES: readonly string[] = [
  ...DANISH_INSULTS,
  ...DANISH_SLURS,
  ...ENGLISH,
  ...SELF_HARM,
];

/** Advertising and scams: reason 'spam'. */
export const SPAM_ENTRIES: readonly string[] = [
  'viagra',
  'cialis',
  'kamagra',
  'levitra',
  'casino bonus',
  'free spins',
  'gratis spins',
  'buy now',
  'order now',
  'køb nu',
  'bestil nu',
  'click here',
  'klik her',
  'tjen penge hjemmefra',
  'make money fast',
  'crypto giveaway',
  'bitcoin giveaway',
  'dm me',
  'skriv til mig på',
  'telegram me',
];

/**
 * Top-level domains a bare domain is recognised by (example.com, kommune.dk). Widespread ones only,
 * without those that are everyday words after a missing space (it, is, me, us); and a top-level
 * domain must be written all lower or all upper case, so "politikerne.De skal" is no link.
 */
export const LINK_TLDS: readonly string[] = [
  ...['dk', 'com', 'net', 'org', 'info', 'biz', 'eu', 'io', 'co', 'uk', 'de', 'se', 'no', 'fi'],
  ...['nl', 'fr', 'es', 'ru', 'cn', 'ly', 'gl', 'fo', 'tv', 'app', 'dev', 'xyz', 'top', 'site'],
  ...['online', 'shop', 'store', 'club', 'link', 'click', 'tk', 'ml', 'ga', 'cf', 'gq'],
];
