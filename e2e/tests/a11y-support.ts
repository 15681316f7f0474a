import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** Moderate rules the product holds to as well (issue 12): heading order and named landmarks. */
const ALSO_FAIL_ON = new Set([
  'heading-order',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
]);

export interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

/** axe-core's own script, read once per worker and run in the page under test. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the scan reads of axe's answer. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe-core on the page as it stands and answers
 * every serious or critical violation, and those of the rules above, one line per node.
 */
export async function axeFindings(
  page: Page,
  route: string,
  exclude: string[] = [],
): Promise<Finding[]> {
  // Every rule axe runs by default: WCAG 2.0-2.2 A and AA, and the best practices. Only the
  // violations are read, so axe details only those (for passed and inapplicable checks it
  // otherwise builds a selector and an excerpt of every node it looked at).
  // axe.run in the page itself, with axe's script put in once: @axe-core/playwright put it in
  // twice per scan (once to probe its version, again for every frame) and configured it for
  // frames, about a third of a scan's time (0.4 s of 1.1 s on a quiet two-core machine). Our
  // pages hold no frames of their own; the only ones are the providers' (Google's button), of
  // another origin, which that library's in-page mode skipped as well.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ exclude }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
        .axe;
      const context = exclude.length > 0 ? { exclude: exclude.map((s) => [s]) } : document;
      const results = (await axe.run(context, {
        resultTypes: ['violations'],
        iframes: false,
      })) as { violations: unknown[] };
      return results.violations;
    },
    { exclude },
  );
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_FAIL_ON.has(v.id))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        route,
        rule: v.id,
        impact: v.impact ?? '',
        targets: node.target.map(String),
        summary: node.failureSummary?.split('\n').slice(0, 3).join(' ') ?? v.help,
      })),
    );
}

/**
 * Waits until the screen has settled: loaded, no list busy. (Not "network
 * idle": a film page streams its video for as long as it is open.)
 */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Colours are measured as they end, not halfway through an entrance transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
}

export const report = (findings: Finding[]) =>
  findings
    .map((f) => `${f.route} ${f.rule} (${f.impact}) ${f.targets.join(' ')}: ${f.summary}`)
    .join('\n');
