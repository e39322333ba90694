import { moneyTokens } from '../../text/money';
import { findTotalLabel, T } from './labels';
import { readingsOf } from './readings';

/**
 * The figures around the total that must agree with it: what came before it (subtotal, tax,
 * rounding, discounts, the items) and what came after (cash tendered, change). Each holds every
 * plausible reading of its figure, so a garbled change ("005") can still confirm a total.
 */
export type ReceiptFigures = {
  subtotals: number[][];
  taxes: number[][];
  roundings: number[];
  discounts: number[];
  /** Added on top of the goods: a printed tip or gratuity, a service charge, shipping. */
  charges: number[];
  tendered: number[][];
  changes: number[][];
  itemSum: number | null;
  /** Rows of a tax summary table: the amount before tax and the tax on it. */
  taxSummaries: Array<{ net: number; tax: number }>;
};

const SUBTOTAL = new RegExp(
  String.raw`sub\s*[-.]?\s*${T}|${T}\s*(?:excl\w*|before\s*tax)|\bexcl(?:uding|\.|usive)?\s*(?:of\s*)?(?:gst|tax|vat)`,
  'i',
);
// US tills print the tax with a code and its rate first: "A 8.375% TAX 131.49", "T=CA TAX 8.6250% on 47.49 $0.65";
// the OCR often glues the state code to the rate ("AZ8.1%TAX 1.53").
const TAX =
  /^[^a-z]*(?:sales\s*tax|tax\s*\d?|est\w*\s*tax|gst|sst|vat|hst|pst)\b(?!\s*(?:summary|invoice|id|reg|no))|^[^a-z]*total\s*(?:tax|gst|sst|vat)\b|^\W*[a-z]{1,2}\s*[=\s]\s*(?:[a-z]{2}\s*)?(?:[\d.]+\s*[%x]\s*)?(?:sales\s*)?tax|^\W*[a-z]{1,2}\s*\d[\d.]*\s*%\s*(?:sales\s*)?tax/i;
/** A subtotal's or a tax's row: its figure goes into the total, it is never the total itself. */
export const isSubtotalOrTaxRow = (text: string): boolean =>
  !findTotalLabel(text) && (SUBTOTAL.test(text) || TAX.test(text));
const ROUNDING = /round\w*\s*(?:adj\w*)?|\badj\w*\s*round\w*/i;
// Not a subtotal and not a tax, but added to the goods before the total: a restaurant's gratuity or
// service charge ("Gratuity 20.00% 595.40"), an order's shipping and handling.
const CHARGE =
  /^[^a-z]*(?:gratuity|grat\b|tips?\b|service\s*(?:charge|chg|fee)|svc\s*(?:charge|chg)|shipping|delivery\s*(?:fee|charge)|handling|s\s*&\s*h)\b/i;
const DISCOUNT = /^[^a-z]*(?:discount|coupon|promo|less|savings?|total\s*(?:discount|savings?))\b/i;
const TENDERED =
  /\b(?:cash|tendered|payment|paid|received|visa|master\s*card|mastercard|amex|debit|credit|card|e-?wallet|boost|grab\s*pay|touch\s*n\s*go)\b/i;
const CHANGE = /\bchange\b|\bbaki\b/i;
const TAX_SUMMARY_HEAD = /summary|\b(?:amount|amt)\b.*\b(?:tax|gst|vat)\b/i;

// Under a tax summary's head, or on a row with a rate ("SR @6% 15.00 0.90"): the last two amounts.
const taxSummaryRow = (lines: readonly string[], at: number): { net: number; tax: number } | null => {
  const text = lines[at] ?? '';
  const underHead = lines.slice(Math.max(0, at - 3), at).some((l) => TAX_SUMMARY_HEAD.test(l));
  if (!underHead && !/\d\s*%/.test(text)) return null;
  const amounts = moneyTokens(text).filter((t) => t.hasCents);
  const [net, tax] = amounts.slice(-2).map((t) => t.value);
  return net !== undefined && tax !== undefined && tax < net ? { net, tax } : null;
};

// "CHANGE RM .20": a figure under one printed without its leading zero.
const readingsOnRow = (printed: string, zero = false): number[][] => {
  const text = printed.replace(/(?<![\d.,])[.,](\d{2})(?!\d)/g, '0.$1');
  return (
    moneyTokens(text)
      .filter((t) => t.hasCents || t.hasCurrency || /^\s*0\d{2}\s*$/.test(text.slice(t.index, t.end)))
      .slice(-1)
      .map((t) =>
        readingsOf(text.slice(t.index, t.end).replace(/^[^\d]*/, ''), Math.abs(t.value))
          // Only the total's own figure is read with a lost digit: on both sides of a sum the readings
          // would multiply into coincidences.
          .filter((r) => r.repair !== 'lost-digit' && r.repair !== 'lost-leading-digit')
          .map((r) => r.value),
      )
      // "CHANGE 0.00": no change given, so what was tendered is the total.
      .map((values) => (values.length === 0 && zero ? [0] : values))
  );
};

const lastSigned = (text: string): number | null => {
  const tokens = moneyTokens(text).filter((t) => t.hasCents);
  const last = tokens[tokens.length - 1];
  if (!last) return null;
  return /-\s*(?:rm|\$)?\s*\d[\d.,]*\s*$|\(\s*(?:rm|\$)?\s*\d[\d.,]*\s*\)\s*$/i.test(text)
    ? -Math.abs(last.value)
    : last.value;
};

export const readFigures = (lines: readonly string[], itemTotals: readonly number[]): ReceiptFigures => {
  const figures: ReceiptFigures = {
    subtotals: [],
    taxes: [],
    roundings: [],
    discounts: [],
    charges: [],
    tendered: [],
    changes: [],
    itemSum: null,
    taxSummaries: [],
  };
  lines.forEach((text, at) => {
    const summary = findTotalLabel(text) ? null : taxSummaryRow(lines, at);
    if (summary) figures.taxSummaries.push(summary);
    if (CHANGE.test(text)) figures.changes.push(...readingsOnRow(text, true));
    else if (ROUNDING.test(text)) {
      const value = lastSigned(text);
      if (value !== null) figures.roundings.push(value);
    } else if (SUBTOTAL.test(text)) figures.subtotals.push(...readingsOnRow(text));
    else if (CHARGE.test(text) && !findTotalLabel(text)) {
      const value = lastSigned(text);
      if (value !== null && value > 0) figures.charges.push(value);
    } else if (DISCOUNT.test(text)) {
      const value = lastSigned(text);
      if (value !== null) figures.discounts.push(Math.abs(value));
    } else if (TAX.test(text)) figures.taxes.push(...readingsOnRow(text));
    else if (TENDERED.test(text) && findTotalLabel(text)?.label !== 'final' && findTotalLabel(text)?.label !== 'total')
      figures.tendered.push(...readingsOnRow(text));
  });
  if (itemTotals.length > 0) figures.itemSum = itemTotals.reduce((s, v) => s + v, 0);
  return figures;
};
