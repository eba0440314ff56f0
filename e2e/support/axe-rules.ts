import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The impact axe gives a rule's every finding (axe-core's rule metadata, which its typings leave out). */
interface RuleImpact {
  id: string;
  impact?: string;
}

/**
 * Rules that can only report a minor or moderate finding. axe stamps a rule's own impact on every node it fails
 * (`impact` in its metadata), so these never produce the serious or critical violations the checks enforce: running
 * them is work with no possible outcome. Read from the installed axe-core, so an upgrade that raises a rule's impact
 * brings the rule back without an edit here.
 */
function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: { rules?: RuleImpact[] } })._audit;
  const rules = audit?.rules;
  if (!rules || rules.length === 0) throw new Error('axe-core no longer exposes its rules (_audit.rules): check the upgrade');
  return rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
}

/**
 * axe over the shop's page. Legacy mode runs `axe.run` in the page and its same-origin frames; the default runs each
 * frame apart and merges the parts in a blank page it opens for every analysis, which costs more than the analysis
 * itself. The frames it leaves out are cross-origin ones (the tour's map): a third party's page, not the shop's.
 */
export const shopAxe = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

const SKIPPED_RULES = rulesBelowSerious();

/**
 * Every serious or critical violation of WCAG 2.0/2.1 A and AA and axe's best practices, colour contrast included.
 * `resultTypes: ['violations']`: axe still runs every rule and reports every violating node, but builds selectors for
 * at most one node of the passes and the rest.
 */
export async function seriousViolations(page: Page) {
  const results = await shopAxe(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .disableRules(SKIPPED_RULES)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
