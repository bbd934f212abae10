// placedAfterVoteP95Ms of `npm run bench:participant` (docs/architecture.md#budgets): 30 newcomers in
// two camps, each in a fresh Chromium context at 390 × 664, vote on the conversation until a vote's
// answer places them (POST /votes `placement`); the time from that answer to their place said on
// their page — 'Du er i gruppe …', or, placed in a group too small to be shown
// (docs/behaviour.md#opinionmap), 'Du er placeret på kortet …' — p95 over the 30 (nearest rank). Camp A agrees with a statement whose text
// hashes even and disagrees with the rest; camp B the other way round. A participant the page never
// shows a group within 30 s counts as 30 s. The conversation must show its map and have groups.
import type { Browser, Page } from 'playwright-core';

export interface PlacedAfterVoteInput {
  browser: Browser;
  baseUrl: string;
  conversationId: string;
  log: (line: string) => void;
}

const PARTICIPANTS = 30;
const GIVE_UP_MS = 30_000;

const hash = (text: string) => [...text].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);

/** One newcomer: ms from the placing vote's answer to 'Du er i gruppe', or null (never placed). */
async function oneParticipant(page: Page, url: string, campA: boolean): Promise<number | null> {
  await page.goto(url);
  for (let votes = 0; votes < 40; votes++) {
    const statement = page.locator('.vote-card__statement');
    if (!(await statement.isVisible().catch(() => false))) {
      await statement.waitFor({ timeout: 15_000 }).catch(() => undefined);
      if (!(await statement.isVisible())) return null; // nothing left to vote on
    }
    const text = (await statement.innerText()).trim();
    const agree = (hash(text) % 2 === 0) === campA;
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/v3/votes') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: agree ? 'Enig' : 'Uenig', exact: true }).click();
    const response = await answer;
    const body = (await response.json()) as { placement?: unknown };
    const answeredAt = Date.now();
    if (body.placement) {
      try {
        await page
          .getByText(/^(Du er i gruppe [A-Z]\.|Du er placeret på kortet.*)$/)
          .waitFor({ timeout: GIVE_UP_MS });
        return Date.now() - answeredAt;
      } catch {
        return GIVE_UP_MS;
      }
    }
    // The card moves on once the answer is in.
    await page
      .waitForFunction(
        (previous) =>
          document.querySelector('.vote-card__statement')?.textContent?.trim() !== previous,
        text,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
  }
  return null;
}

export async function placedAfterVoteP95Ms(input: PlacedAfterVoteInput): Promise<number | null> {
  const url = `${input.baseUrl}/${input.conversationId}`;
  const times: number[] = [];
  for (let i = 0; i < PARTICIPANTS; i++) {
    const context = await input.browser.newContext({ viewport: { width: 390, height: 664 } });
    try {
      const ms = await oneParticipant(await context.newPage(), url, i % 2 === 0);
      if (ms !== null) times.push(ms);
      input.log(`participant ${i + 1}: ${ms === null ? 'not placed' : `${ms} ms`}`);
    } finally {
      await context.close();
    }
  }
  if (!times.length) return null;
  times.sort((a, b) => a - b);
  // Nearest rank; a participant never placed counts as the slowest.
  const missing = PARTICIPANTS - times.length;
  const all = [...times, ...Array<number>(missing).fill(GIVE_UP_MS)];
  return all[Math.ceil(0.95 * all.length) - 1];
}
