import type { StudentCandidate } from '../../domain/extraction';
import type { LabelItem } from './item-score';

/** The fields the benchmark scores, from either label layout. */
export type BenchLabel = Readonly<{
  vendor: string | null;
  total: number | null;
  /** YYYY-MM-DD */
  date: string | null;
  studentCandidates: StudentCandidate[];
  /** The printed line items, where the label lists them (null: not labelled, so not scored). */
  items: LabelItem[] | null;
}>;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const iso = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

const fullYear = (year: string): number => (year.length === 2 ? 2000 + Number(year) : Number(year));

/**
 * A labelled date as YYYY-MM-DD. ISO as is; numeric dates day-first (SROIE's receipts are
 * Malaysian); written months either way round.
 */
export const labelDate = (raw: string | null | undefined): string | null => {
  if (!raw) return null;
  const text = raw.trim().toLowerCase();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})\b/.exec(text);
  if (m) return iso(fullYear(m[3]!), Number(m[2]), Number(m[1]));
  m = /^(\d{1,2})[\s-]*([a-z]{3})[a-z]*[\s,-]*(\d{2}|\d{4})\b/.exec(text);
  if (m && MONTHS.includes(m[2]!)) return iso(fullYear(m[3]!), MONTHS.indexOf(m[2]!) + 1, Number(m[1]));
  m = /^([a-z]{3})[a-z]*\s+(\d{1,2}),?\s+(\d{4})\b/.exec(text);
  if (m && MONTHS.includes(m[1]!)) return iso(Number(m[3]), MONTHS.indexOf(m[1]!) + 1, Number(m[2]));
  return null;
};

/** "RM 1,234.50" → 1234.5 */
export const labelTotal = (raw: unknown): number | null => {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return null;
  const digits = raw.replace(/[^0-9.]/g, '');
  return digits === '' || Number.isNaN(Number(digits)) ? null : Number(digits);
};

const isLabelItem = (item: unknown): item is LabelItem => {
  const fields = item as Partial<Record<keyof LabelItem, unknown>> | null;
  return typeof fields?.description === 'string' && typeof fields.price === 'number';
};

const labelItems = (raw: unknown): LabelItem[] | null =>
  Array.isArray(raw)
    ? (raw as unknown[]).filter(isLabelItem).map((i) => ({ description: i.description, price: i.price }))
    : null;

/** Our generated labels (`vendor`, `amount`, `transactionDate`) or SROIE's (`company`, `date`, `total`). */
export const readLabel = (json: Record<string, unknown>): BenchLabel => {
  const student = json['student'] as { candidates?: StudentCandidate[] } | undefined;
  if ('company' in json || 'total' in json) {
    return {
      vendor: typeof json['company'] === 'string' ? json['company'] : null,
      total: labelTotal(json['total']),
      date: labelDate(json['date'] as string | undefined),
      studentCandidates: [],
      items: null,
    };
  }
  return {
    vendor: typeof json['vendor'] === 'string' ? json['vendor'] : null,
    total: labelTotal(json['amount']),
    date: labelDate(json['transactionDate'] as string | undefined),
    studentCandidates: student?.candidates ?? [],
    items: labelItems(json['items']),
  };
};
