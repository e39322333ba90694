import type { QueueEntry } from './queue-entry';

export type DecisionCsvRow = Pick<
  QueueEntry,
  | 'jobId'
  | 'tenantId'
  | 'type'
  | 'vendor'
  | 'studentName'
  | 'amount'
  | 'programKey'
  | 'outcome'
  | 'decision'
  | 'reviewNote'
  | 'reviewerName'
  | 'reviewedAt'
>;

const COLUMNS: readonly (keyof DecisionCsvRow)[] = [
  'reviewedAt',
  'tenantId',
  'jobId',
  'type',
  'programKey',
  'vendor',
  'studentName',
  'amount',
  'outcome',
  'decision',
  'reviewerName',
  'reviewNote',
];

/**
 * One RFC 4180 field. Text starting with = + - @ (or a tab / carriage return) is prefixed with a quote
 * so a spreadsheet does not run a vendor's or a note's text as a formula.
 */
export const csvField = (value: string | number | null): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const decisionsCsv = (rows: readonly DecisionCsvRow[]): string =>
  [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => csvField(row[column])).join(','))].join('\r\n') +
  '\r\n';
