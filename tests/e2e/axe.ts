// axe-core for the accessibility journeys (a11y.e2e.ts, a11y.public.e2e.ts, phone.e2e.ts): WCAG
// 2.0/2.1 A and AA, zero violations, and a failure that lists each one readably. `targetSize` adds
// WCAG 2.2 AA (2.5.8 Target Size (Minimum), axe's `target-size`, off by default in axe) for the
// public pages on a phone.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe's verdict on the page as it is. A page of one frame gets axe once per document and runs it
 * in place: AxeBuilder injects axe's 500 KB again on every scan and opens a blank page to gather
 * the frames' results, which cost 1.5–3 s a scan, two thirds of the axe journeys' time
 * (tests/README.md#keeping-the-suite-fast). A page with frames, which may come from another
 * origin, still goes through AxeBuilder, which reaches into each of them.
 */
async function analyze(page: Page, options: RunOptions): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof axe }).axe.run(document, runOptions),
    options,
  );
}

/** Runs axe on the page as it is and fails with a readable list of what it found. */
export async function expectNoViolations(
  page: Page,
  screen: string,
  { targetSize = false }: { targetSize?: boolean } = {},
): Promise<void> {
  const options: RunOptions = {
    // Only violations are read: axe then builds a unique selector for the first node of each
    // other result, not for every node, its costliest step on a long page. The rules run alike.
    resultTypes: ['violations'],
    runOnly: { type: 'tag', values: targetSize ? [...WCAG_TAGS, 'wcag22aa'] : WCAG_TAGS },
    ...(targetSize ? { rules: { 'target-size': { enabled: true } } } : {}),
  };
  const result = await analyze(page, options);
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
