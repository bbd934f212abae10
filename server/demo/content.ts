// The demo conversation's words: topic, framing and 80 statements as Aarhus residents might write
// them. Each statement has the state it ends up in and a stance, which decides how the three
// opinion groups of the demo (see votingModel.ts) tend to vote on it. Invented data.

export const DEMO_TOPIC = 'Fremtidens bymidte i Aarhus';

export const DEMO_DESCRIPTION = [
  'Aarhus vokser, og flere skal bo, arbejde, handle og mødes i midtbyen de næste ti år. Hvordan',
  'skal vi bruge gader, torve, åen og havnefronten? Hvor meget plads skal bilerne, cyklerne,',
  'bussen og fodgængerne have, og hvad skal der til, for at midtbyen er et godt sted at bo for',
  'både familier, studerende og ældre?\n\nLæs udsagnene, og stem enig, uenig eller spring over.',
  'Skriv gerne dine egne forslag: de bliver vist for de andre deltagere, når en moderator har',
  'godkendt dem. Du er anonym. Resultatet samles i en rapport, som borgerpanelet bruger i sine',
  'anbefalinger til byrådet.\n\n(Eksempelsamtale med opdigtede data.)',
].join(' ');

/** How the groups lean: toward fewer cars, toward easy car access, all agree, or personal taste. */
export type Stance = 'green' | 'car' | 'shared' | 'split' | 'meta';

/** seed: the owner's opening statements; flagged: pending and set inactive by the auto-moderator. */
export type DemoState = 'seed' | 'accepted' | 'pending' | 'rejected' | 'flagged';

export interface DemoStatement {
  txt: string;
  state: DemoState;
  stance: Stance;
  isMeta?: boolean;
}

const s = (state: DemoState, stance: Stance, txt: string, isMeta = false): DemoStatement => ({
  txt,
  state,
  stance,
  ...(isMeta ? { isMeta } : {}),
});

export const DEMO_STATEMENTS: readonly DemoStatement[] = [
  // The owner's seed statements (8–10, as the seed form recommends).
  s('seed', 'green', 'Der skal være færre biler i Aarhus midtby, end der er i dag.'),
  s('seed', 'green', 'Åboulevarden bør være gågade hele året, ikke kun om sommeren.'),
  s('seed', 'car', 'Det skal være nemt og billigt at parkere tæt på butikkerne i midtbyen.'),
  s(
    'seed',
    'green',
    'Letbanen bør forlænges, så den også kører gennem midtbyen og ud til Brabrand.',
  ),
  s('seed', 'shared', 'Der mangler grønne områder og store træer i midtbyen.'),
  s('seed', 'shared', 'Aarhus Ø og resten af midtbyen hænger dårligt sammen i dag.'),
  s(
    'seed',
    'green',
    'Cyklister og fodgængere skal have mere plads, også selv om det koster vejbaner.',
  ),
  s('seed', 'shared', 'Det er blevet for dyrt for almindelige familier at bo i midtbyen.'),
  s('seed', 'shared', 'Der bør være flere offentlige toiletter og bænke i midtbyen.'),
  s('seed', 'split', 'Nattelivet i Skolegade og Frederiksgade giver for mange gener for beboerne.'),
  // Accepted statements from participants.
  s('accepted', 'green', 'Gør Park Allé bilfri mellem Banegårdspladsen og Rådhuspladsen.'),
  s('accepted', 'green', 'Der mangler cykelparkering ved banegården. I dag står cyklerne overalt.'),
  s('accepted', 'green', 'Torvene skal bruges til ophold og markeder, ikke til parkering.'),
  s(
    'accepted',
    'split',
    'Aarhus bør indføre en betalingsring om midtbyen, som man har i Stockholm.',
  ),
  s('accepted', 'shared', 'Gør det gratis at tage bussen i midtbyen i weekenderne.'),
  s('accepted', 'shared', 'Flere træer i gaderne giver skygge på varme dage. Det får vi brug for.'),
  s('accepted', 'green', 'Sæt hastigheden ned til 30 km/t i hele midtbyen.'),
  s('accepted', 'shared', 'Åen bør åbnes et stykke længere, så vi får mere vand og liv i byen.'),
  s(
    'accepted',
    'shared',
    'Tomme butikslokaler kan bruges til værksteder, kultur og små iværksættere.',
  ),
  s('accepted', 'car', 'Butikkerne i midtbyen lukker, hvis kunderne ikke kan komme dertil i bil.'),
  s(
    'accepted',
    'car',
    'Parkering i P-husene er blevet alt for dyr. En eftermiddag koster en formue.',
  ),
  s(
    'accepted',
    'car',
    'Folk fra oplandet skal også kunne komme til byen. Ikke alle kan cykle fra Hammel.',
  ),
  s('accepted', 'car', 'Håndværkere og varebiler skal have let adgang til midtbyen hele dagen.'),
  s('accepted', 'car', 'Der er alt for mange vejarbejder og spærrede gader på én gang.'),
  s('accepted', 'split', 'Ældre og gangbesværede bliver glemt, når man fjerner parkeringspladser.'),
  s(
    'accepted',
    'shared',
    'Park and ride ved indfaldsvejene er godt, hvis bussen ind til byen er hurtig og billig.',
  ),
  s('accepted', 'car', 'Mange cyklister kører hensynsløst på Strøget og over fortovene.'),
  s(
    'accepted',
    'shared',
    'Der skal være steder i midtbyen, hvor man kan opholde sig uden at købe noget.',
  ),
  s(
    'accepted',
    'shared',
    'Der mangler legepladser til de børnefamilier, der faktisk bor i midtbyen.',
  ),
  s('accepted', 'shared', 'Der bør være flere trapper og siddepladser ned til åen.'),
  s(
    'accepted',
    'shared',
    'Nye bygninger i midtbyen skal passe til de gamle huse og gader omkring dem.',
  ),
  s(
    'accepted',
    'shared',
    'Mølleparken og Botanisk Have er for mørke om aftenen. Man føler sig utryg.',
  ),
  s(
    'accepted',
    'split',
    'Der bør bygges flere almene boliger i midtbyen, så ikke kun de velhavende kan bo her.',
  ),
  s('accepted', 'shared', 'Havnebadet viser, at havnen kan bruges af alle. Lav mere af den slags.'),
  s('accepted', 'shared', 'Sæt flere vandposter op i byen, så man kan fylde sin flaske gratis.'),
  s(
    'accepted',
    'split',
    'Støj fra barer og musik om natten er et stort problem i Latinerkvarteret.',
  ),
  s(
    'accepted',
    'shared',
    'Der skal være markeder og arrangementer på Store Torv hele året, ikke kun til jul.',
  ),
  s(
    'accepted',
    'green',
    'Krydstogtskibene skal have landstrøm, så de ikke forurener, mens de ligger ved kaj.',
  ),
  s('accepted', 'split', 'Højhuse hører ikke hjemme i den gamle del af midtbyen.'),
  s('accepted', 'split', 'Høje huse på havnen er fint, bare de ikke skygger for gaderne bag dem.'),
  s(
    'accepted',
    'split',
    'Caféerne skal have lov til at stille flere borde og stole ud på fortovene.',
  ),
  s('accepted', 'split', 'Udeserveringer tager for meget plads fra barnevogne og kørestole.'),
  s(
    'accepted',
    'green',
    'Byg hurtige cykelstier fra forstæderne ind til centrum, så flere lader bilen stå.',
  ),
  s(
    'accepted',
    'shared',
    'Løbehjulene, der flyder på fortovene, skal have faste parkeringspladser.',
  ),
  s(
    'accepted',
    'shared',
    'Busserne kører for sjældent om aftenen. Man må tage bilen for at nå i teatret.',
  ),
  s(
    'accepted',
    'green',
    'Lav en sammenhængende cykel- og gårute langs åen og havnen hele vejen rundt.',
  ),
  s(
    'accepted',
    'shared',
    'Små specialbutikker forsvinder på grund af huslejen. Kommunen bør hjælpe dem.',
  ),
  s(
    'accepted',
    'split',
    'Der bygges for mange ungdomsboliger og for få familieboliger i midtbyen.',
  ),
  s(
    'accepted',
    'shared',
    'Krydset ved Banegårdspladsen er farligt for cyklister. Det skal laves om.',
  ),
  s('accepted', 'shared', 'Gør Mølleparken større, og åbn den mere ud mod åen.'),
  s(
    'accepted',
    'shared',
    'Unge mangler steder at være om aftenen, hvor de ikke skal købe alkohol.',
  ),
  s('accepted', 'green', 'Plant frugttræer, og lav fælleshaver på tagene i midtbyen.'),
  s(
    'accepted',
    'car',
    'Kommunen bruger for mange penge på prestigeprojekter i midtbyen og for få på bydelene.',
  ),
  s(
    'accepted',
    'shared',
    'Flere grønne tage og regnvandsbede, så kældrene ikke bliver oversvømmet ved skybrud.',
  ),
  s(
    'accepted',
    'shared',
    'Midtbyen skal være tryg at gå hjem i om natten, med mere lys og liv i gaderne.',
  ),
  s('accepted', 'green', 'Fjern parkeringen langs Vester Allé, og lav en grøn kile i stedet.'),
  s(
    'accepted',
    'car',
    'De første 30 minutters parkering bør være gratis, så man kan handle hurtigt.',
  ),
  s(
    'accepted',
    'meta',
    'Nogle udsagn blander to spørgsmål sammen, så det er svært at stemme.',
    true,
  ),
  s(
    'accepted',
    'meta',
    'Godt initiativ, men hvad sker der egentlig med resultatet bagefter?',
    true,
  ),
  s(
    'accepted',
    'meta',
    'Jeg savner udsagn om de andre bydele. Bymidten er ikke hele Aarhus.',
    true,
  ),
  // Not moderated yet (the newest).
  s('pending', 'green', 'Gør Åboulevarden til én lang park med plads til ophold og cykler.'),
  s('pending', 'shared', 'Der bør være én plan for, hvor længe byggepladser må spærre gaderne.'),
  s(
    'pending',
    'shared',
    'Kommunen skal måle luftkvaliteten på de travleste gader og offentliggøre tallene.',
  ),
  s('pending', 'green', 'Flere overdækkede cykelparkeringer, så cyklerne ikke står i regnen.'),
  s('pending', 'shared', 'Skærmene ved stoppestederne skal vise, hvornår bussen faktisk kommer.'),
  s('pending', 'car', 'Beboere i midtbyen bør have rabat på parkering i deres eget kvarter.'),
  s(
    'pending',
    'shared',
    'Byen mangler et stort indendørs mødested til vinteren, hvor alt er gratis.',
  ),
  s('pending', 'shared', 'De gamle baggårde i Latinerkvarteret skal bevares.'),
  s('pending', 'green', 'Byg en cykel- og gangbro over havneløbet fra Aarhus Ø til Sydhavnen.'),
  s('pending', 'meta', 'Kan man få resultatet at se, når dialogen er slut?', true),
  // Rejected by the moderator: spam, off topic, abuse, personal data, tests.
  s(
    'rejected',
    'split',
    'Køb billige solbriller og ure med 70 % rabat, skriv til mig for at høre mere!',
  ),
  s('rejected', 'split', 'Hvornår åbner svømmehallen i Lyseng igen efter renoveringen?'),
  s('rejected', 'split', 'Alle i byrådet er nogle idioter, der ikke fatter en dyt.'),
  s('rejected', 'split', 'færre biler'),
  s('rejected', 'split', 'Ring til mig på 20 30 40 50, så kan vi snakke om det.'),
  s('rejected', 'split', 'test test asdf'),
  // Flagged by the automatic moderator (each for a reason it really finds: the screen names it),
  // waiting for a person to decide.
  s(
    'flagged',
    'car',
    'Cyklisterne i den her by er nogle forbandede idioter, der burde have bøder.',
  ),
  s('flagged', 'green', 'FJERN ALLE BILERNE FRA MIDTBYEN NU!!! DET ER JO HELT VANVITTIGT!!!'),
  s(
    'flagged',
    'car',
    'Læs om vores kampagne for gratis parkering på gratisparkering.dk, og del den med alle, du kender!',
  ),
  s(
    'flagged',
    'shared',
    'Nye fliser til halv pris – køb nu hos Fliseland, så slipper kommunen for at betale millioner.',
  ),
];
