// axe-core for the accessibility journeys (a11y.e2e.ts, a11y.public.e2e.ts, phone.e2e.ts): WCAG
// 2.0/2.1 A and AA, zero violations, and a failure that lists each one readably. `targetSize` adds
// WCAG 2.2 AA (2.5.8 Target Size (Minimum), axe's `target-size`, off by default in axe) for the
// public pages on a phone.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is and fails with a readable list of what it found. */
export async function expectNoViolations(
  page: Page,
  screen: string,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(
    targetSize ? [...WCAG_TAGS, 'wcag22aa'] : WCAG_TAGS,
  );
  if (targetSize) builder = builder.options({ rules: { 'target-size': { enabled: true } } });
  const result = await builder.analyze();
  if (targetSize) {
    const ran = [
      ...result.passes,
      ...result.violations,
      ...result.incomplete,
      ...result.inapplicable,
    ];
    assert.ok(
      ran.some((rule) => rule.id === 'target-size'),
      'axe ran target-size',
    );
  }
  const found = result.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? '?'}) ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, ' '),
    ),
  );
  assert.deepEqual(found, [], `axe found violations on ${screen} (${page.url()})`);
}
