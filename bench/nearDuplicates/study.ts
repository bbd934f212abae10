// Reading aid for the near-duplicate threshold: for each Polis open-data conversation, the pairs
// of statements scoring in a band, so a person can judge them. Not a test, not in CI.
// npx tsx bench/nearDuplicates/study.ts <folder> [min] [max]
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { profile, similarity } from '../../server/moderation/nearDuplicates/similarity';

const [folder, min = '0.5', max = '1.01'] = process.argv.slice(2);
const rows = parse(readFileSync(`${folder}/comments.csv`), { columns: true }) as Record<
  string,
  string
>[];
const statements = rows.map((r) => ({
  tid: r['comment-id'],
  txt: r['comment-body'],
  p: profile(r['comment-body']),
}));
const pairs: { s: number; a: (typeof statements)[0]; b: (typeof statements)[0] }[] = [];
for (let i = 0; i < statements.length; i += 1) {
  for (let j = i + 1; j < statements.length; j += 1) {
    const s = similarity(statements[i].p, statements[j].p);
    if (s >= Number(min) && s < Number(max)) pairs.push({ s, a: statements[i], b: statements[j] });
  }
}
pairs.sort((x, y) => y.s - x.s);
console.log(`${statements.length} statements, ${pairs.length} pairs in [${min}, ${max})`);
for (const { s, a, b } of pairs.slice(0, Number(process.env.N ?? 40))) {
  console.log(
    `${s.toFixed(2)}   #${a.tid}: ${a.txt.slice(0, 110)}\n      #${b.tid}: ${b.txt.slice(0, 110)}`,
  );
}
