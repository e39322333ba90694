import type { AuditFlag, AuditResult } from '../types';

// Any error → fail; else any warning → review; else pass. Info flags never change the status.
export function overallStatus(flags: readonly AuditFlag[]): AuditResult['overallStatus'] {
  if (flags.some((flag) => flag.severity === 'error')) return 'fail';
  if (flags.some((flag) => flag.severity === 'warning')) return 'review';
  return 'pass';
}
