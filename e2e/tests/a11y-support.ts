import AxeBuilder from '@axe-core/playwright';
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
  // otherwise builds a selector and an excerpt of every node it looked at). axe.run in the page
  // itself (the "legacy" mode): the default runs axe in each frame and then again in a new blank
  // page to merge the results, about a second more per scan on CI's two cores; what it adds is
  // frames of other origins, which on our pages are only the providers' own (Google's button).
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
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
