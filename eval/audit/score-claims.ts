import { auditClaim, type AuditFlag, type AuditResult, type RuleSetRegistry } from '../../domain/audit';
import type { FlagMatcher, LoadedClaim } from './claim-set';

export interface ClaimOutcome {
  id: string;
  program: string;
  expectedStatus: string;
  actualStatus: string;
  statusAgrees: boolean;
  expectedFlags: number;
  matchedFlags: number;
  missedFlags: FlagMatcher[];
  unexpectedCodes: string[];
  result: AuditResult | undefined;
  problem: string | undefined;
}

export interface ProgramFigures {
  claims: number;
  statusAgreement: number;
  flagRecall: number;
}

export interface EvalReport extends ProgramFigures {
  byProgram: Record<string, ProgramFigures>;
  outcomes: ClaimOutcome[];
}

function matches(flag: AuditFlag, matcher: FlagMatcher): boolean {
  return (
    flag.code === matcher.code &&
    (matcher.severity === undefined || flag.severity === matcher.severity) &&
    (matcher.lineItemIndex === undefined || flag.lineItemIndex === matcher.lineItemIndex) &&
    (matcher.field === undefined || flag.field === matcher.field) &&
    (matcher.messageIncludes === undefined ||
      flag.message.toLowerCase().includes(matcher.messageIncludes.toLowerCase()))
  );
}

function scoreClaim(labelled: LoadedClaim, registry: RuleSetRegistry): ClaimOutcome {
  const base = {
    id: labelled.id,
    program: labelled.program,
    expectedStatus: labelled.expected.overallStatus,
    expectedFlags: labelled.expected.flags.length,
  };
  const resolution = registry.resolve(labelled.programKey);
  if (resolution.status !== 'resolved') {
    return {
      ...base,
      actualStatus: 'unknown_program',
      statusAgrees: false,
      matchedFlags: 0,
      missedFlags: labelled.expected.flags,
      unexpectedCodes: [],
      result: undefined,
      problem: `unknown program ${labelled.programKey}`,
    };
  }
  const result = auditClaim(labelled.claim, resolution.ruleSet, { ...labelled.options, now: labelled.now });
  const missedFlags = labelled.expected.flags.filter((matcher) => !result.flags.some((flag) => matches(flag, matcher)));
  const unexpectedCodes = (labelled.expected.absentCodes ?? []).filter((code) =>
    result.flags.some((flag) => flag.code === code),
  );
  return {
    ...base,
    actualStatus: result.overallStatus,
    statusAgrees: result.overallStatus === labelled.expected.overallStatus && unexpectedCodes.length === 0,
    matchedFlags: labelled.expected.flags.length - missedFlags.length,
    missedFlags,
    unexpectedCodes,
    result,
    problem: undefined,
  };
}

function figures(outcomes: readonly ClaimOutcome[]): ProgramFigures {
  const expected = outcomes.reduce((sum, o) => sum + o.expectedFlags, 0);
  const matched = outcomes.reduce((sum, o) => sum + o.matchedFlags, 0);
  return {
    claims: outcomes.length,
    statusAgreement: outcomes.length === 0 ? 0 : outcomes.filter((o) => o.statusAgrees).length / outcomes.length,
    flagRecall: expected === 0 ? 1 : matched / expected,
  };
}

export function scoreClaims(claims: readonly LoadedClaim[], registry: RuleSetRegistry): EvalReport {
  const outcomes = claims.map((claim) => scoreClaim(claim, registry));
  const byProgram: Record<string, ProgramFigures> = {};
  for (const program of [...new Set(outcomes.map((o) => o.program))].sort()) {
    byProgram[program] = figures(outcomes.filter((o) => o.program === program));
  }
  return { ...figures(outcomes), byProgram, outcomes };
}
