import { amountTokens, moneyTokens, type MoneyToken } from '../../text/money';
import { findTotalLabel, NEVER_TOTAL_ROW, type TotalLabel } from './labels';
import { isSubtotalOrTaxRow } from './facts';
import { readingsOf, type Reading } from './readings';

/** A figure that may be the receipt's total, with the rows it was read from. */
export type TotalCandidate = {
  value: number;
  label: TotalLabel | null;
  repair: Reading['repair'];
  /** Printed without cents or a currency sign ("TOTAL 1000"): weaker than a proper amount. */
  bare: boolean;
  /** Row indexes (into the lines given) the label and the figure were read from. */
  rows: number[];
  /** The figure as printed. */
  printed: string;
  /** Its digits as read ("16.6"): a figure with one decimal has lost a digit. */
  digits: string;
  /** Signed as printed ("-7.43" on a returns line). */
  signed: number;
  /** Not printed as such: what was tendered less the change. */
  derived: boolean;
  /** Unlabelled, on a card payment's row ("VISA 5.74"): what was charged, the total when none is labelled. */
  charged?: boolean;
};

// A card payment's row: the amount charged to the card is what the customer paid.
const CARD_ROW = /\b(?:visa|master\s*card|mastercard|amex|american\s*express|discover|debit|credit(?:\s*card)?)\b/i;

const tokenText = (line: string, t: MoneyToken): string => line.slice(t.index, t.end).trim();

// The figure after a label: the last one on its row, else a row under it holding a lone figure
// (a label and its amount printed, or read, on two lines).
const figureAfter = (
  lines: readonly string[],
  at: number,
  labelEnd: number,
): { token: MoneyToken; row: number } | null => {
  const line = lines[at] ?? '';
  const after = moneyTokens(line).filter((t) => t.index >= labelEnd - 1);
  const last = after[after.length - 1];
  if (last) return { token: last, row: at };
  const next = lines[at + 1] ?? '';
  const nextTokens = amountTokens(next);
  const only = nextTokens[0];
  return !/[a-z]{3}/i.test(next) && nextTokens.length === 1 && only ? { token: only, row: at + 1 } : null;
};

const withReadings = (
  lines: readonly string[],
  label: TotalLabel | null,
  token: MoneyToken,
  rows: number[],
): TotalCandidate[] => {
  const line = lines[rows[rows.length - 1] ?? 0] ?? '';
  const printed = tokenText(line, token);
  const digits = token.digits;
  const bare = !token.hasCents && !token.hasCurrency;
  return readingsOf(digits, Math.abs(token.value)).map((r) => ({
    value: r.value,
    label,
    repair: r.repair,
    bare: bare && r.repair === null,
    rows,
    printed,
    digits,
    // "RM-38.80": a hyphen after the currency is print noise, not a minus.
    signed: token.value < 0 && !/^(?:RM|\$)\s*-/i.test(printed) ? -r.value : r.value,
    derived: false,
  }));
};

/** Every labelled total on the receipt, each in all its plausible readings. */
export const labelledCandidates = (lines: readonly string[]): TotalCandidate[] =>
  lines.flatMap((line, at) => {
    const found = findTotalLabel(line);
    if (!found) return [];
    const figure = figureAfter(lines, at, found.end);
    if (!figure) return [];
    const rows = figure.row === at ? [at] : [at, figure.row];
    return withReadings(lines, found.label, figure.token, rows);
  });

/**
 * Without any label (a total whose label the OCR garbled, "TOFAE $89.75"): every proper amount
 * outside cash, change, adjustment, subtotal and tax rows.
 */
export const unlabelledCandidates = (lines: readonly string[]): TotalCandidate[] =>
  lines.flatMap((line, at) =>
    NEVER_TOTAL_ROW.test(line) || /\bcash\b/i.test(line) || isSubtotalOrTaxRow(line)
      ? []
      : amountTokens(line)
          .filter((t) => t.value > 0)
          .map((t) => ({
            value: t.value,
            label: null,
            repair: null,
            // "Includes $50 insurance": a figure in a sentence, without cents, is rarely what was paid.
            bare: !t.hasCents,
            rows: [at],
            printed: tokenText(line, t),
            digits: t.digits,
            signed: t.value,
            derived: false,
            charged: CARD_ROW.test(line),
          })),
  );
