// placedAfterVoteP95Ms of `npm run bench:participant`: from the vote that gives a participant enough
// votes to be placed to 'Du er i gruppe …' on their page, p95 over 30 participants
// (docs/architecture.md#budgets). Not measured yet: the placement right after the vote is being
// built elsewhere; until then this reports null, never a made-up figure.
import type { Browser } from 'playwright-core';

export interface PlacedAfterVoteInput {
  browser: Browser;
  baseUrl: string;
  conversationId: string;
  log: (line: string) => void;
}

export async function placedAfterVoteP95Ms(input: PlacedAfterVoteInput): Promise<number | null> {
  void input;
  return null;
}
