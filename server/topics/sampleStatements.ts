// Made-up Danish statements on a handful of local-politics themes, for the pipeline's tests and
// timing runs (and for demo data): each is an opener, a theme's subject and one of its claims, so
// statements of one theme share words the way real ones do. The same count and seed always give
// the same statements, all distinct.
import { seededRandom } from './random';

const OPENERS = [
  'Jeg synes',
  'Vi bør sikre at',
  'Det er vigtigt at',
  'Kommunen skal sørge for at',
  'Efter min mening skal',
  'Jeg håber at',
  'Politikerne må forstå at',
  'Det ville være godt hvis',
];

const THEMES: { subjects: string[]; claims: string[] }[] = [
  {
    subjects: ['cykelstierne', 'cykelstier langs landevejen', 'cykelparkeringen ved stationen'],
    claims: [
      'bliver bredere og bedre belyst',
      'bliver ryddet for sne og blade om vinteren',
      'adskilles fra bilerne med kantsten',
      'får flere overdækkede cykelstativer',
    ],
  },
  {
    subjects: ['busserne', 'bustrafikken til landsbyerne', 'den kollektive trafik'],
    claims: [
      'kører oftere om aftenen og i weekenden',
      'bliver billigere for unge og pensionister',
      'får køreplaner der passer med togene',
      'kører på el i stedet for diesel',
    ],
  },
  {
    subjects: ['skolerne', 'folkeskolen', 'klasserne i udskolingen'],
    claims: [
      'får flere lærere og mindre klasser',
      'bruger mere tid på praktisk undervisning',
      'får renoverede toiletter og bedre indeklima',
      'samarbejder med foreningslivet om bevægelse',
    ],
  },
  {
    subjects: ['daginstitutionerne', 'vuggestuerne og børnehaverne', 'dagplejen'],
    claims: [
      'får flere pædagoger pr. barn',
      'har åbent længere for forældre med skiftende arbejdstider',
      'serverer økologisk mad lavet fra bunden',
      'bevares i de små landsbyer',
    ],
  },
  {
    subjects: ['ældreplejen', 'plejehjemmene', 'hjemmehjælpen'],
    claims: [
      'får mere tid til den enkelte ældre',
      'giver de ældre frit valg af madordning',
      'fastholder de samme hjælpere hos hver borger',
      'får flere faste ansatte og færre vikarer',
    ],
  },
  {
    subjects: ['naturen omkring søen', 'skoven og engene', 'de grønne områder i byen'],
    claims: [
      'beskyttes mod mere byggeri',
      'får flere stier og bænke til gåture',
      'plejes så der bliver plads til vilde blomster og insekter',
      'bliver tilgængelige for kørestolsbrugere',
    ],
  },
  {
    subjects: ['boligerne i midtbyen', 'de nye boligområder', 'lejlighederne til unge'],
    claims: [
      'bliver til at betale for almindelige familier',
      'bygges med plads til fællesskab og grønne gårde',
      'placeres tæt på stationen',
      'bygges i træ og andre klimavenlige materialer',
    ],
  },
  {
    subjects: ['idrætshallen', 'svømmehallen', 'foreningernes lokaler'],
    claims: [
      'holder åbent længere om aftenen',
      'renoveres før den forfalder helt',
      'kan lånes gratis af frivillige foreninger',
      'deles mellem skolerne og foreningerne',
    ],
  },
];

/** `count` distinct statements (at most every combination, 8 × 8 × 3 × 4 = 768). */
export function sampleStatements(count: number, seed = 7): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const all = new Set<string>();
  const limit = OPENERS.length * THEMES.length * 3 * 4;
  const wanted = Math.min(count, limit);
  while (all.size < wanted) {
    const theme = pick(THEMES);
    all.add(`${pick(OPENERS)} ${pick(theme.subjects)} ${pick(theme.claims)}.`);
  }
  return [...all];
}
