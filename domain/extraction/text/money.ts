import { fixOcrDigits } from './ocr-digits';

export type MoneyToken = {
  value: number;
  /** Character offset of the token in the (OCR-fixed) line. */
  index: number;
  end: number;
  /** A currency sign or code was printed next to it. */
  hasCurrency: boolean;
  /** Printed with cents ("9.00"): plain integers are usually quantities, not money. */
  hasCents: boolean;
  /** The figure's digits as read, after the OCR fixes ("1,234.5"). */
  digits: string;
};

// A currency marker, then one of: US grouping (1,234.56), European grouping (1.234,56),
// plain cents (9.00 / 9,00) or a bare integer. Longer forms are tried first.
const MONEY =
  /(?<![\d.,/])(-\s?)?(?:(US\$|USD|RM|MYR|SGD|CAD|AUD|\$|€|£)\s?)?(-\s?)?(\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d{1,3}(?:\.\d{3})+,\d{2}|\d+[.,]\d{2}|\d+\.\d|\d+)(?![\d,.]?\d)(?!\s?%)(?:\s?(USD|RM|MYR))?/g;

export const parseAmount = (raw: string): number | null => {
  const text = raw.replace(/\s/g, '');
  let normalized: string;
  if (/^\d{1,3}(,\d{3})+(\.\d{2})?$/.test(text)) normalized = text.replace(/,/g, '');
  else if (/^\d{1,3}(\.\d{3})+,\d{2}$/.test(text)) normalized = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+,\d{2}$/.test(text)) normalized = text.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(text)) normalized = text;
  else return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
};

/** Every number on the line that can be an amount, left to right. */
export const moneyTokens = (line: string): MoneyToken[] => {
  // "35. 85": a space read into the figure. Moved after it, so offsets in the line stay the same.
  // "$6 86": the point read as a space after a dollar sign; "S47.31": the dollar sign read as an S.
  // All the replacements keep the line's length.
  const fixed = fixOcrDigits(line)
    .replace(/(\d)([.,]) (\d{2})(?!\d)/g, '$1$2$3 ')
    // "TOTAL 40. 4": the same with the last cent digit lost too, at the row's end (read as 40.4, which
    // the total's readings complete).
    .replace(/(\d)\. (\d)(\s*)$/, '$1.$2 $3')
    .replace(/(\$\s?\d{1,4}) (\d{2})(?![\d.,])/g, '$1.$2')
    .replace(/(?<![A-Za-z0-9])S(?=\d+[.,]\d|\d{3,}(?![\d.,]))/g, '$');
  const tokens: MoneyToken[] = [];
  for (const match of fixed.matchAll(MONEY)) {
    const digits = match[4] ?? '';
    const value = parseAmount(digits);
    if (value === null) continue;
    const start = match.index;
    // A digit inside a word ("T0TAL", "A4") is OCR noise or a model name, not a number.
    if (/[A-Za-z]/.test(fixed[start - 1] ?? '') && /[A-Za-z]/.test(fixed[start + match[0].length] ?? '')) continue;
    const negative = Boolean(match[1] ?? match[3]);
    tokens.push({
      value: negative ? -value : value,
      index: match.index,
      end: match.index + match[0].length,
      hasCurrency: Boolean(match[2] ?? match[5]),
      hasCents: /[.,]\d{2}$/.test(digits),
      digits,
    });
  }
  return tokens;
};

/** Amount-like tokens only: printed with cents or with a currency sign. */
export const amountTokens = (line: string): MoneyToken[] =>
  moneyTokens(line).filter((t) => t.hasCents || t.hasCurrency);

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

export const sameAmount = (a: number, b: number): boolean => Math.abs(a - b) < 0.015;
