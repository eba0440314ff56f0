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
export function rulesBelowSerious(): string[] {
  const audit = (axe as unknown as { _audit?: { rules?: RuleImpact[] } })._audit;
  const rules = audit?.rules;
  if (!rules || rules.length === 0) throw new Error('axe-core no longer exposes its rules (_audit.rules): check the upgrade');
  return rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate').map((rule) => rule.id);
}
