// `npm run bench:compression`: what compression saves on the moderation list — GET /comments with
// moderation=true for a conversation of 1,000 statements, through the real app in-process (PGlite),
// asked once without and once with `Accept-Encoding: gzip` (docs/architecture.md#budgets). The
// statements are varied Danish sentences from a seeded generator, not one text repeated, so the
// gzip figure is not flattered. Prints the two sizes and their ratio.
import { createConversationVia, createTestServer, signIn } from '../tests/server/support';
import { postSeed } from '../tests/server/support/activity';

const STATEMENTS = 1000;
const WORDS = (
  'kommunen byen cykelstier busser torvet skolen haven parken bænke træer lys parkering børn ' +
  'ældre butikker marked havnen åen biler fortove stationen boliger caféer legepladser affald ' +
  'støj sikkerhed grønne områder kulturhuset biblioteket hallen svømmehallen pladsen gaderne'
).split(' ');
const VERBS = ['skal have flere', 'bør undgå', 'mangler', 'skal prioritere', 'har brug for'];

/** A deterministic pseudo-random sequence (mulberry32), so every run writes the same texts. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(28);
const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)];
const sentence = (i: number) =>
  `${pick(WORDS)} ${pick(VERBS)} ${pick(WORDS)} og ${pick(WORDS)}, ` +
  `så ${pick(WORDS)} ved ${pick(WORDS)} bliver bedre for alle (${i}).`;

const server = await createTestServer();
try {
  const { token } = await signIn(server, 'bench', { email: 'bench@example.dk', name: 'Bench' });
  const { conversation_id } = await createConversationVia(server, token, { topic: 'Byen' });
  for (let i = 0; i < STATEMENTS; i++) await postSeed(server, token, conversation_id, sentence(i));
  const url = `/api/v3/comments?conversation_id=${conversation_id}&moderation=true`;
  const plain = await server.request(url, { token });
  const zipped = await server.request(url, { token, headers: { 'Accept-Encoding': 'gzip' } });
  const plainBytes = (await plain.arrayBuffer()).byteLength;
  const zippedBytes = (await zipped.arrayBuffer()).byteLength;
  const count = (JSON.parse(await (await server.request(url, { token })).text()) as unknown[])
    .length;
  console.log(
    JSON.stringify({
      statements: count,
      plainKB: Number((plainBytes / 1024).toFixed(1)),
      gzipKB: Number((zippedBytes / 1024).toFixed(1)),
      encoding: zipped.headers.get('Content-Encoding'),
      ratio: Number((plainBytes / zippedBytes).toFixed(1)),
    }),
  );
} finally {
  await server.close();
}
