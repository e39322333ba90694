import examples from './rule-examples.json';
import { audit, claimOf, registry, STRONG } from '../../domain/audit/audit-fixtures.spec';
import type { AuditLineItem } from '../../domain/audit/types';

type Example = AuditLineItem & { withSecondLine?: boolean };
const table = examples as unknown as Record<string, Example>;

// Every rule resting on a primary source ([P], programs.md) that a claim can trigger has an example
// line, and auditing that line cites the rule: a rule that stops firing fails here.
const primaryRules = registry
  .ruleSets()
  .flatMap((ruleSet) =>
    [
      ...ruleSet.prohibited,
      ...ruleSet.caps,
      ...ruleSet.frequencyLimits,
      ...ruleSet.preApproval,
      ...ruleSet.documents,
      ...ruleSet.claimStructure,
      ...ruleSet.reviews,
    ]
      .filter((rule) => rule.confidence === 'P')
      .map((rule) => ({ programKey: ruleSet.programKey, id: rule.id })),
  );

describe('every [P] rule fires on its example line', () => {
  it.each(primaryRules)('$programKey $id', ({ programKey, id }) => {
    const example = table[id] ?? table[id.slice(id.indexOf('.') + 1)];
    expect(example).toBeDefined();
    const { withSecondLine, ...line } = example as Example;
    const lines: AuditLineItem[] = [{ justification: STRONG, ...line }];
    if (withSecondLine) lines.push({ description: 'Chess set', price: 20, justification: STRONG });
    const result = audit(programKey, claimOf(lines));
    const cited = [
      ...result.flags.map((f) => f.ruleId),
      ...result.purchaseLimitations.limitations.map((l) => l.ruleId),
      ...result.supportingDocumentation.requiredDocuments.map((d) => d.ruleId),
    ];
    expect(cited).toContain(id);
  });
});
