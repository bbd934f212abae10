import { describe, expect, it } from 'vitest';
import { autoModerate, foldText, wordsOf } from './autoModerator';
import { initialModeration } from './newComment';

const reasonsOf = (text: string) => autoModerate(text).reasons;

describe('autoModerate: links and contact details', () => {
  it.each([
    'Se mere på https://example.com/side',
    'Læs http://kommune.dk',
    'Gå ind på www.eksempel.dk',
    'Besøg WWW.EKSEMPEL.DK nu',
    'Tjek example.com for mere',
    'Kommunens side aarhus.dk siger noget andet',
    'Skriv til sub.domain.example.org',
    'Se mere på Kommune.DK',
    'bit.ly/abc123',
    'eksempel (punktum) dk',
    'example dot com',
    'ftp://files.example.net',
  ])('flags the link in %j', (text) => {
    expect(reasonsOf(text)).toContain('link');
  });

  it('flags e-mail addresses (and not as a link too) and phone numbers', () => {
    expect(reasonsOf('Skriv til jens.hansen@example.dk')).toEqual(['email']);
    for (const phone of [
      'Ring 12345678',
      'Ring på 12 34 56 78.',
      'Ring +45 12 34 56 78',
      'Tlf. 0045 12345678',
    ]) {
      expect(reasonsOf(phone), phone).toEqual(['phone']);
    }
  });

  it.each([
    'Vi skal bruge f.eks. flere cykelstier',
    'Bl.a. skal busserne køre oftere',
    'Det koster 2.500 kr. om året',
    'Budgettet for 2023-2024 er for lavt',
    'Mellem 2023 2024 steg priserne',
    'Kl. 10.30 er der møde',
    'Sæt punktum de skal lytte',
    'Politikerne.De skal lytte mere',
    'Jeg har 1.234.567 grunde',
    'Cykelstien er 3,5 km lang',
    'Vi er 12 34 mennesker',
  ])('does not see a link or phone number in %j', (text) => {
    expect(autoModerate(text)).toEqual({ flagged: false, reasons: [] });
  });
});

describe('autoModerate: insults, slurs and incitement', () => {
  it.each([
    'Du er en idiot',
    'IDIOTER allesammen',
    'Hold kæft din kælling',
    'Hold kaeft din kaelling',
    'Sikke et røvhul',
    'Sikke et rovhul',
    'Sikke et roevhul',
    'Fuck det',
    'fucking politikere',
    'What a motherfucker',
    'You cunt',
    'Dræb dig selv',
    'Draeb dig selv',
    'Gå ud og dø',
    'kill yourself',
    'Perkere ud',
    'Han er en neger',
    'faggots everywhere',
    'Sikke en luder',
  ])('flags %j', (text) => {
    expect(reasonsOf(text)).toEqual(['offensive']);
  });

  it.each([
    ['leetspeak', 'Du er en 1d10t'],
    ['@ for a', '@sshole'],
    ['$ for s', 'a$$hole'],
    ['stretched letters', 'fuuuuuck'],
    ['stretched vowels', 'idiooooot'],
    ['diacritics', 'Fück dig'],
    ['diacritics 2', 'ïdïöt'],
    ['spaced letters', 'f u c k dig'],
    ['dotted letters', 'f.u.c.k dig'],
    ['hyphenated letters', 'i-d-i-o-t'],
    ['a masked vowel', 'f*ck dig'],
    ['a masked vowel 2', 'c*nt'],
    ['mixed case', 'FuCkInG'],
    ['! for i', 'id!ot'],
    ['1 for l', 'Sikke en 1uder'],
  ])('sees through %s: %j', (_, text) => {
    expect(reasonsOf(text)).toEqual(['offensive']);
  });

  it.each([
    // English slurs inside other words (the Scunthorpe problem)
    'Scunthorpe er en by i England',
    'Penistone og Middlesex',
    'Assens har en fin havn',
    'Vi har brug for en ny klasse',
    'Han spiller fagot i orkestret', // a bassoon
    'Dansk er mit yndlingsfag', // fag = subject
    'Til slut vil jeg sige tak', // slut = end
    'Min kusine bor i Aarhus', // cousin
    'Giv mig et kys', // a kiss
    'Vi skal spasere en tur', // to stroll
    'Vi skal spadsere i parken',
    'Kan man negere det argument?', // to negate
    'Niger og Nigeria er to lande',
    'Mongoliet ligger i Asien',
    'Jeg vil gerne høre mere', // to hear (not hore)
    'Hvem hører efter?',
    'En idiotsikker løsning', // foolproof
    'Det er et idiotisk forslag', // an adjective about an idea, not a person
    'Hvad med cocktails og Dickens?',
    'En analyse af terapeutens arbejde',
    'Horsens og horisonten',
    'Sæt svin og køer på græs',
    'Grisen er et svin',
    'Charles Dickens skrev romaner',
    'Vi diskuterer porno og gratis penge',
    'Kommunen bør bruge WhatsApp',
    'Det er noget lort',
  ])('does not flag %j', (text) => {
    expect(autoModerate(text)).toEqual({ flagged: false, reasons: [] });
  });
});

describe('autoModerate: spam', () => {
  it.each([
    'Køb nu billig viagra',
    'Klik her for gratis spins',
    'Tjen penge hjemmefra',
    'Koeb nu!',
    'Nejjjjjjjjjjjjjjjj',
    'Hvorfor?????????????',
  ])('flags %j', (text) => {
    expect(reasonsOf(text)).toContain('spam');
  });

  it('gives every reason that applies, once each', () => {
    expect(reasonsOf('Idiot! Køb viagra på example.com, køb nu, ring 12345678')).toEqual([
      'link',
      'phone',
      'offensive',
      'spam',
    ]);
  });
});

describe('normalisation', () => {
  it('folds case and diacritics but keeps æ, ø and å', () => {
    expect(foldText('ÆØÅ Äpfel Crème Straße')).toBe('æøå apfel creme strasse');
  });

  it('splits words, undoes leetspeak and joins letters spaced apart', () => {
    expect(wordsOf('H3j, d1t f j o l s!')).toEqual([
      ['hej'],
      ['dit', 'dlt'],
      ['f'],
      ['j'],
      ['o'],
      ['l'],
      ['s'],
      ['fjols'],
    ]);
    expect(wordsOf('Der kom 300 mennesker')).toEqual([['der'], ['kom'], ['mennesker']]);
  });
});

describe('initialModeration with the automatic moderator', () => {
  const participant = { isModerator: false };

  it('makes a flagged statement inactive and leaves a clean one active, both pending', () => {
    expect(initialModeration(participant, { isSeed: false, txt: 'Se example.com' })).toEqual({
      mod: 0,
      active: false,
      is_seed: false,
      flag_reasons: ['link'],
    });
    expect(initialModeration(participant, { isSeed: false, txt: 'Flere træer' })).toEqual({
      mod: 0,
      active: true,
      is_seed: false,
      flag_reasons: null,
    });
  });

  it('flags shouting (a statement in capitals), not a sentence with acronyms', () => {
    expect(
      autoModerate('FJERN ALLE BILERNE FRA MIDTBYEN NU!!! DET ER JO HELT VANVITTIGT!!!'),
    ).toEqual({ flagged: true, reasons: ['caps'] });
    expect(
      autoModerate('EU og DSB bør samarbejde om flere tog til Aarhus og Aalborg').flagged,
    ).toBe(false);
    expect(autoModerate('NEJ TIL DET').flagged).toBe(false);
  });

  it('trusts a moderator’s own statements', () => {
    expect(
      initialModeration({ isModerator: true }, { isSeed: true, txt: 'Se example.com' }),
    ).toEqual({ mod: 1, active: true, is_seed: true, flag_reasons: null });
  });
});
