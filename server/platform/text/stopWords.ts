// Words that say nothing about what a statement is about, dropped before topics are formed. Three
// groups for Danish: grammar (pronouns, articles, prepositions, auxiliaries…), the phrasing people
// wrap opinions in ("jeg synes", "det er vigtigt at", "vi bør"), which would otherwise name every
// topic, and everyday verbs and adjectives. A short English list catches the odd English statement. Compared lower-case, before
// stemming.

const DANISH_GRAMMAR = `
  ad af al alle alt altså anden andet andre at bag bare begge blev blive bliver blevet da dag
  de dem den denne dens der deres dermed derfor derfra deri dertil det dette dig din dine dit
  dog du efter eftersom ej eller ellers en end endnu ens enten er et ethvert fik fem fire for
  fordi fra få får pr før først gennem gjorde gjort gør gøre gøres han hans har havde have hele
  hen hende hendes her heri herfra hertil hos hun hvad hvem hver hverandre hvert hvilke
  hvilken hvilket hvis hvor hvordan hvorfor hvornår hvorvidt i ikke ind indtil igen ingen
  intet ja jeg jer jeres jo kan kun kunne lige man mange med mellem men meget mere mest mig
  min mine mit mod måske må måtte ned nej noget nogen nogle nok nu når og også om op os
  over på samme sammen selv selvom sig sin sine sit skal skulle som så sådan sådanne ti til
  tre to uden udover under ud var ved vi via vil ville vor vore vores være været været øvrigt
  ene eneste et af enhver ethvert hinanden dels både samt mens imens blot ifølge pga fx bl
  osv mv etc dvs ca
`;

const DANISH_OPINION = `
  synes synstes syntes mener mente mene tror troede tænker tænkte føler følte håber ønsker
  ønske enig enige uenig uenige bør burde skal skulle gerne helst nødt vigtigt vigtig vigtige
  godt god gode dårlig dårligt dårlige bedre bedst bedste værre værst rigtig rigtigt rigtige
  meget lidt mindre mindst mest flere flest nogen virkelig virkeligt helt faktisk egentlig
  egentligt simpelthen altid aldrig ofte sjældent tit stadig allerede snart nemlig især
  generelt mest bør burde kunne kan kunne nok vel sikkert sikker måske klart tydeligt
  ting noget nogle sted steder gang gange måde måder del dele sag sager ret
`;

// Everyday verbs and adjectives that turn up whatever the subject ("der mangler", "det koster",
// "man kan komme", "store", "nye"): they blur clusters and make poor names.
const DANISH_GENERIC = `
  mangler mangle giver give gives koster koste kommer komme kom går gå gik står stå stod ligger
  ligge tager tage tog tages sker ske lave lav laver laves fjern fjerne fjernes bruge bruger
  bruges brugt findes finde gøres sige siger sagt sætte sætter holde holder se ser set vise
  viser sæt få får fået lade lader lad mange store stor stort lille små ny nye nyt gammel gamle
  gammelt hel mere folk mennesker år året dag dage tid hinanden andet anden andre eksempel
  især lang lange langt kort nemt svært let lettere
`;

const ENGLISH = `
  a an and are as at be been but by can could do does for from had has have he her his how i
  if in into is it its me more my no not of on or our so than that the their them then there
  these they this those to too us was we were what when where which who why will with would
  you your should must just very also
`;

const words = (list: string) => list.split(/\s+/).filter(Boolean);

export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...words(DANISH_GRAMMAR),
  ...words(DANISH_OPINION),
  ...words(DANISH_GENERIC),
  ...words(ENGLISH),
]);
