// axe-core for the accessibility journeys (a11y.e2e.ts, a11y.public.e2e.ts): WCAG 2.0/2.1 A and AA,
// zero violations, and a failure that lists each one readably.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is and fails with a readable list of what it found. */
export async function expectNoViolations(page: Page, screen: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? '?'}) ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, ' '),
    ),
  );
  assert.deepEqual(found, [], `axe found violations on ${screen} (${page.url()})`);
}
