import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { RuleSet, SubmissionAuditClaim } from '../../../../domain/audit';

// The program's taxonomy leaves as the closed label set (programs.md §7.2.1), and the claim's lines.
export const auditMessages = (claim: SubmissionAuditClaim, ruleSet: RuleSet): ChatCompletionMessageParam[] => {
  const leaves = ruleSet.taxonomy.flatMap((c) =>
    c.types.flatMap((t) => t.details.map((d) => `${d.id}: ${c.category} > ${t.type} > ${d.detail}`)),
  );
  const lines = claim.lineItems.map((item, index) => ({
    lineItemIndex: index,
    description: item.description,
    category: item.category ?? null,
    type: item.type ?? null,
    detail: item.detail ?? null,
    justification: item.justification ?? null,
  }));
  return [
    {
      role: 'system',
      content:
        `You read reimbursement claim lines for the ${ruleSet.name} (${ruleSet.schoolYear}). For each line give: the kinds of item ` +
        '(plain nouns a purchasing guide would use: "game console", "tablet", "tv", "theme park", "tutoring"), the taxonomy id that fits ' +
        'from the list (null if none fits), and which parts the justification states: the student (name, grade, age or need), the purpose ' +
        '(subject or learning goal), the use (how or how often), and whether it is only generic wording. Do not judge eligibility.\n' +
        `Taxonomy:\n${leaves.join('\n')}`,
    },
    { role: 'user', content: JSON.stringify({ vendor: claim.vendor, lines }) },
  ];
};
