import type { LineFacts } from '../attributes/line-facts';
import type { FactCondition } from '../rule-set/schema';

function numberHolds(
  value: number | null,
  c: { above?: number; atLeast?: number; below?: number; atMost?: number },
): boolean {
  if (value === null) return false;
  return (
    (c.above === undefined || value > c.above) &&
    (c.atLeast === undefined || value >= c.atLeast) &&
    (c.below === undefined || value < c.below) &&
    (c.atMost === undefined || value <= c.atMost)
  );
}

function listHolds(
  values: readonly string[],
  c: { includesAny?: string[]; onlyOf?: string[]; includesOtherThan?: string[] },
): boolean {
  return (
    (c.includesAny === undefined || values.some((v) => c.includesAny?.includes(v))) &&
    (c.onlyOf === undefined || (values.length > 0 && values.every((v) => c.onlyOf?.includes(v)))) &&
    (c.includesOtherThan === undefined || values.some((v) => !c.includesOtherThan?.includes(v)))
  );
}

// A fact that was not read never meets a condition: absence is not evidence.
export function conditionHolds(condition: FactCondition, facts: LineFacts): boolean {
  if ('is' in condition) return facts[condition.fact] === condition.is;
  if ('oneOf' in condition) {
    const value = facts[condition.fact];
    return value !== null && condition.oneOf.includes(value);
  }
  switch (condition.fact) {
    case 'credentials':
    case 'usStates':
    case 'countries':
    case 'shipToStates':
      return listHolds(facts[condition.fact], condition);
    default:
      return numberHolds(facts[condition.fact], condition);
  }
}
