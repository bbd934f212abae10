// The demo conversation as data, before any of it is written: who joins when, who writes which
// statement, how it is moderated, and every vote. Pure and deterministic: the same seed and `now`
// give the same plan. Activity spreads over the two weeks before `now`, busiest at launch and after
// two later call-outs (a newspaper article on day 4, a newsletter on day 9), in daytime and evening.
import { autoModerate } from '../moderation/rules/autoModerator';
import { DEMO_STATEMENTS, type DemoStatement, type Stance } from './content';
import { createRandom, type Random } from './random';
import { drawGroup, drawRevision, drawVote } from './votingModel';

export const DEMO_SEED = 20_250_512;
/** The owner (pid 0) and 299 anonymous participants. */
const DEMO_PARTICIPANTS = 300;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Danish winter time; close enough for shaping the day in summer too. */
const DANISH_OFFSET = HOUR;
// Relative arrivals per calendar day (day 0 holds the launch; day 14 is today, cut at `now`).
const DAY_WEIGHTS = [16, 11, 7, 5, 13, 8, 5, 4, 3, 10, 6, 4, 3, 3, 3];
// Relative arrivals per local hour: quiet at night, busy at lunch and in the evening.
const HOUR_WEIGHTS = [
  1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 2, 3, 3, 3, 3, 4, 3, 3, 3, 3, 4, 5, 6, 6, 5, 3, 2,
];
const REVISION_CHANCE = 0.02;

export interface PlannedParticipant {
  pid: number;
  created: number;
}

export interface PlannedComment {
  tid: number;
  pid: number;
  txt: string;
  created: number;
  /** When it was moderated (or created, if it never was). */
  modified: number;
  mod: -1 | 0 | 1;
  active: boolean;
  is_meta: boolean;
  is_seed: boolean;
  /** The automatic moderator's reasons for a flagged statement (null: not flagged). */
  flag_reasons: string[] | null;
  stance: Stance;
}

export interface PlannedVote {
  pid: number;
  tid: number;
  vote: -1 | 0 | 1;
  created: number;
}

export interface DemoPlan {
  conversationCreated: number;
  participants: PlannedParticipant[];
  comments: PlannedComment[];
  votes: PlannedVote[];
  reportTimes: number[];
}

interface DemoPlanOptions {
  now: number;
  seed?: number;
}

export function planDemo({ now, seed = DEMO_SEED }: DemoPlanOptions): DemoPlan {
  const random = createRandom(seed);
  const start = now - 14 * DAY;
  const conversationCreated = start - 3 * HOUR;

  const arrivals = Array.from({ length: DEMO_PARTICIPANTS - 1 }, () => arrival(random, start, now));
  arrivals.sort((a, b) => a - b);
  const participants: PlannedParticipant[] = [
    { pid: 0, created: conversationCreated + 15 * MINUTE },
    ...arrivals.map((created, i) => ({ pid: i + 1, created })),
  ];

  const comments = planComments(random, participants, now);
  const votes = planVotes(random, participants, comments, now);
  const reportTimes = [start + 5 * DAY + 10 * HOUR, start + 10 * DAY + 14 * HOUR, now - 20 * HOUR];
  return { conversationCreated, participants, comments, votes, reportTimes };
}

/** A first visit between `start` and shortly before `now`, shaped by day and hour. */
function arrival(random: Random, start: number, now: number): number {
  const firstMidnight = Math.floor((start + DANISH_OFFSET) / DAY) * DAY - DANISH_OFFSET;
  for (;;) {
    const day = random.weighted(DAY_WEIGHTS);
    const hour = random.weighted(HOUR_WEIGHTS);
    const time = firstMidnight + day * DAY + hour * HOUR + Math.floor(random.next() * HOUR);
    if (time >= start && time <= now - 20 * MINUTE) return time;
  }
}

function planComments(
  random: Random,
  participants: PlannedParticipant[],
  now: number,
): PlannedComment[] {
  const planned: Omit<PlannedComment, 'tid'>[] = [];
  const owner = participants[0];
  let seedTime = owner.created;
  const add = (statement: DemoStatement, pid: number, created: number, modified: number) => {
    const state = statement.state;
    planned.push({
      pid,
      txt: statement.txt,
      created,
      modified,
      mod: state === 'seed' || state === 'accepted' ? 1 : state === 'rejected' ? -1 : 0,
      active: state !== 'flagged',
      is_meta: statement.isMeta === true,
      is_seed: state === 'seed',
      flag_reasons: state === 'flagged' ? autoModerate(statement.txt).reasons : null,
      stance: statement.stance,
    });
  };
  for (const statement of DEMO_STATEMENTS.filter((st) => st.state === 'seed')) {
    seedTime += random.int(2, 6) * MINUTE;
    add(statement, owner.pid, seedTime, seedTime);
  }

  // Participants' statements: the pending ones are the newest, written by the latest authors.
  const others = DEMO_STATEMENTS.filter((st) => st.state !== 'seed');
  const pending = others.filter((st) => st.state === 'pending');
  const moderated = random.shuffled(others.filter((st) => st.state !== 'pending'));
  const authors = random
    .shuffled(participants.slice(1))
    .slice(0, others.length)
    .sort((a, b) => a.created - b.created);
  [...moderated, ...pending].forEach((statement, i) => {
    const author = authors[i];
    const created = author.created + random.int(2, 12) * MINUTE;
    const decided = statement.state === 'accepted' || statement.state === 'rejected';
    const modified = decided
      ? Math.min(created + random.int(20, 600) * MINUTE, now - MINUTE)
      : created;
    add(statement, author.pid, created, modified);
  });

  planned.sort((a, b) => a.created - b.created);
  return planned.map((comment, tid) => ({ tid, ...comment }));
}

function planVotes(
  random: Random,
  participants: PlannedParticipant[],
  comments: PlannedComment[],
  now: number,
): PlannedVote[] {
  const votes: PlannedVote[] = [];
  // Participants see accepted statements only (the demo conversation moderates strictly).
  const shown = comments.filter((comment) => comment.mod === 1);
  for (const participant of participants.slice(1)) {
    const group = drawGroup(random);
    const voted = new Set<number>();
    visitTimes(random, participant.created, now).forEach((visit, n) => {
      // Votes per visit: log-normal, a median of about 15 on the first visit and 9 on a return.
      const wanted = Math.round(Math.exp(random.normal(n === 0 ? 2.73 : 2.2, 0.6)));
      const open = shown.filter(
        (comment) =>
          comment.modified <= visit && comment.pid !== participant.pid && !voted.has(comment.tid),
      );
      let time = visit;
      const changes: { tid: number; vote: -1 | 0 | 1 }[] = [];
      for (const comment of random.shuffled(open).slice(0, Math.max(2, wanted))) {
        time += random.int(6, 50) * 1000; // reading time
        if (time >= now - MINUTE) break;
        const vote = drawVote(random, group, comment.stance);
        votes.push({ pid: participant.pid, tid: comment.tid, vote, created: time });
        voted.add(comment.tid);
        if (random.chance(REVISION_CHANCE)) {
          changes.push({ tid: comment.tid, vote: drawRevision(random, vote) });
        }
      }
      // A changed mind is recorded at the end of the visit, as a new vote on the same statement.
      for (const change of changes) {
        time += random.int(10, 60) * 1000;
        if (time < now - MINUTE) votes.push({ pid: participant.pid, ...change, created: time });
      }
    });
  }
  return votes.sort((a, b) => a.created - b.created || a.pid - b.pid);
}

/** The first visit, and with some luck one or two returns a day or more later. */
function visitTimes(random: Random, first: number, now: number): number[] {
  const visits = [first];
  while (visits.length < 3 && random.chance(visits.length === 1 ? 0.3 : 0.25)) {
    const next = visits[visits.length - 1] + random.int(20, 120) * HOUR;
    if (next >= now - 10 * MINUTE) break;
    visits.push(next);
  }
  return visits;
}
