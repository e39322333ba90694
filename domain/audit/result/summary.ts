import type { AuditFlag, AuditResult } from '../types';

function count(flags: readonly AuditFlag[], severity: AuditFlag['severity'], word: string): string | undefined {
  const n = flags.filter((flag) => flag.severity === severity).length;
  return n > 0 ? `${n} ${word}${n > 1 ? 's' : ''}` : undefined;
}

export function auditSummary(
  programKey: string,
  schoolYear: string,
  lineCount: number,
  amount: number,
  status: AuditResult['overallStatus'],
  flags: readonly AuditFlag[],
): string {
  const counts = [
    count(flags, 'error', 'error'),
    count(flags, 'warning', 'warning'),
    count(flags, 'info', 'note'),
  ].filter(Boolean);
  const head = `${programKey} ${schoolYear} rules, ${lineCount} line item${lineCount === 1 ? '' : 's'}, ${Number.isFinite(amount) ? `$${amount.toFixed(2)}` : 'no valid amount'} claimed`;
  const verdict = { pass: 'Pass: no problem found', review: 'Review needed', fail: 'Fail' }[status];
  const main = flags.find((flag) => flag.severity === 'error') ?? flags.find((flag) => flag.severity === 'warning');
  return `${head}. ${verdict}${counts.length > 0 ? ` (${counts.join(', ')})` : ''}.${main ? ` First finding: ${main.message}` : ''}`;
}
