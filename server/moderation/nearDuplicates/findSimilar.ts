// Which statements a text nearly repeats, at a cost that does not grow with the conversation.
// Prefix filtering: a statement whose Jaccard similarity with text A is at least t shares at least
// ⌈t·|A|⌉ of A's terms, so it holds one of any |A| − ⌈t·|A|⌉ + 1 of them; the check probes the
// stem index (migration 036) with A's rarest terms only (comment_term_counts), one more for a
// typo's sake, reading at most POSTINGS_PER_TERM statements per term (the newest). Each candidate
// the caller may see is then scored exactly (similarity.ts). Bench: npm run bench:neardup.
import type { Db } from '../../platform/db';
import { indexMissingStems } from './stemIndex';
import {
  NEAR_DUPLICATE_THRESHOLD,
  profile,
  similarity,
  statementTerms,
  type StatementProfile,
} from './similarity';

/** Statements read per probed term at most: a term shared by thousands says little anyway. */
const POSTINGS_PER_TERM = 100;
/** Terms probed beyond what prefix filtering needs, so one misspelt rare word is survivable. */
const SLACK = 1;

export interface SimilarStatement {
  tid: number;
  txt: string;
  /** 0 … 1, at least NEAR_DUPLICATE_THRESHOLD. */
  score: number;
}

/** Which statements count: `mod` at least `lowestMod`, and only `active` ones if asked. */
export interface Visibility {
  lowestMod: -1 | 0 | 1;
  activeOnly: boolean;
}

export interface CheckedText {
  txt: string;
  /** Left out of its own results (a stored statement checked against the others). */
  exceptTid?: number;
}

/**
 * Profiles of stored statements, by conversation and tid, checked against the text (an edit makes a
 * new one): stemming the candidates again on every check would cost more than the query.
 */
const PROFILE_CACHE_MAX = 50_000;
const profileCache = new Map<string, { txt: string; profile: StatementProfile }>();

function storedProfile(zid: number, tid: number, txt: string): StatementProfile {
  const key = `${zid}:${tid}`;
  const hit = profileCache.get(key);
  if (hit && hit.txt === txt) return hit.profile;
  if (profileCache.size >= PROFILE_CACHE_MAX) {
    // Oldest first: a Map iterates in insertion order.
    profileCache.delete(profileCache.keys().next().value!);
  }
  const made = profile(txt);
  profileCache.set(key, { txt, profile: made });
  return made;
}

/** How many of a text's terms (rarest first) a near-duplicate must share one of. */
const prefixLength = (terms: number) =>
  Math.min(terms, terms - Math.ceil(NEAR_DUPLICATE_THRESHOLD * terms) + 1 + SLACK);

async function termCounts(db: Db, zid: number, terms: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ term: string; n: number }>(
    'SELECT term, n FROM comment_term_counts WHERE zid = $1 AND term = ANY($2::text[])',
    [zid, terms],
  );
  return new Map(rows.map((row) => [row.term, row.n]));
}

/**
 * For each text, its near-duplicates among the conversation's visible statements, best first
 * (at most `limit` each). Three short queries whatever the number of texts.
 */
export async function findSimilarMany(
  db: Db,
  zid: number,
  texts: readonly CheckedText[],
  visibility: Visibility,
  limit = 3,
): Promise<SimilarStatement[][]> {
  const termLists = texts.map((t) => statementTerms(t.txt));
  const all = [...new Set(termLists.flat())];
  if (all.length === 0) return texts.map(() => []);
  await indexMissingStems(db, zid);
  const counts = await termCounts(db, zid, all);
  // A term no statement holds finds nothing: probe only terms the conversation has.
  const probes = termLists.map((terms) =>
    terms
      .filter((term) => counts.has(term))
      .sort((a, b) => counts.get(a)! - counts.get(b)! || a.localeCompare(b))
      .slice(0, prefixLength(terms.length)),
  );
  const probeTerms = [...new Set(probes.flat())];
  if (probeTerms.length === 0) return texts.map(() => []);
  const { rows } = await db.query<{ term: string; tid: number; txt: string }>(
    `SELECT p.term, c.tid, c.txt
     FROM unnest($2::text[]) AS p(term)
     CROSS JOIN LATERAL (
       SELECT s.tid FROM comment_stems s WHERE s.zid = $1 AND s.term = p.term
       ORDER BY s.tid DESC LIMIT ${POSTINGS_PER_TERM}
     ) hit
     JOIN comments c ON c.zid = $1 AND c.tid = hit.tid
     WHERE c.mod >= $3 AND (c.active OR NOT $4::boolean)`,
    [zid, probeTerms, visibility.lowestMod, visibility.activeOnly],
  );
  const byTerm = new Map<string, { tid: number; txt: string }[]>();
  const candidateProfiles = new Map<number, StatementProfile>();
  for (const row of rows) {
    byTerm.set(row.term, [...(byTerm.get(row.term) ?? []), row]);
    if (!candidateProfiles.has(row.tid))
      candidateProfiles.set(row.tid, storedProfile(zid, row.tid, row.txt));
  }
  return texts.map((text, i) => {
    const own = profile(text.txt, termLists[i]);
    const seen = new Set<number>();
    const found: SimilarStatement[] = [];
    for (const term of probes[i]) {
      for (const { tid, txt } of byTerm.get(term) ?? []) {
        if (seen.has(tid) || tid === text.exceptTid) continue;
        seen.add(tid);
        const score = similarity(own, candidateProfiles.get(tid)!);
        if (score >= NEAR_DUPLICATE_THRESHOLD) {
          found.push({ tid, txt, score: Math.round(score * 100) / 100 });
        }
      }
    }
    return found.sort((a, b) => b.score - a.score || a.tid - b.tid).slice(0, limit);
  });
}

export async function findSimilar(
  db: Db,
  zid: number,
  text: CheckedText,
  visibility: Visibility,
  limit = 3,
): Promise<SimilarStatement[]> {
  const [found] = await findSimilarMany(db, zid, [text], visibility, limit);
  return found;
}
