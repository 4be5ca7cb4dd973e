import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 A and AA: what docs/accessibility.md holds the screens to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe files under "best practice" rather than a WCAG criterion, held all the same
 * (docs/accessibility.md): a main landmark on every page, all content inside landmarks, headings
 * that do not skip a level. A screen reader user moves by landmarks and headings.
 */
export const STRUCTURE_RULES = ['landmark-one-main', 'region', 'heading-order'];

export interface AxeFinding {
  rule: string;
  impact: string;
  /** The CSS selector axe gives for each element at fault. */
  targets: string[];
  help: string;
}

/**
 * Runs axe-core on the page as it is (injected again after a full load: the script lives in the
 * document). Returns the violations of the WCAG tags and of STRUCTURE_RULES, every impact.
 */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy (script-src
  // 'self', docs/security.md) refuses inline scripts, and the test must not loosen it.
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ tags, rules }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      // One run over the rules of the tags plus the structure rules (two runs would walk the page twice).
      // Experimental and deprecated rules stay out, as a run by tag leaves them out.
      const byTag = engine
        .getRules(tags)
        .filter((rule) => !rule.tags.includes('experimental') && !rule.tags.includes('deprecated'));
      const ids = [...byTag.map((rule) => rule.ruleId), ...rules];
      const result = await engine.run(document, {
        runOnly: { type: 'rule', values: [...new Set(ids)] },
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? 'unknown',
        // The colours axe measured, for a contrast fault: what to change in the theme.
        targets: violation.nodes.map((node) => {
          const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number };
          const colours = data?.contrastRatio
            ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)`
            : '';
          return `${node.target.join(' ')}${colours}`;
        }),
        help: violation.help,
      }));
    },
    { tags: WCAG_TAGS, rules: STRUCTURE_RULES },
  );
}

/** Serious and critical violations fail; so do the structure rules (moderate in axe's scale). */
export function failing(findings: AxeFinding[]): AxeFinding[] {
  return findings.filter(
    (finding) =>
      finding.impact === 'critical' || finding.impact === 'serious' || STRUCTURE_RULES.includes(finding.rule),
  );
}
