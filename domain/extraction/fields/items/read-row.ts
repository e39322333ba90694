import { moneyTokens, roundCents, sameAmount, type MoneyToken } from '../../text/money';
import { fixOcrDigits } from '../../text/ocr-digits';
import type { Column } from './table-header';

export type Row = { description: string; price: number; quantity: number; salesTax: number | null; lineTotal: number };

// What may sit between the numbers at the end of a row: "2 x $19.99", "8 hrs @ $45.00/hr", "Qty 2".
const BETWEEN_NUMBERS =
  /^[\s$x×*@=:]*(?:(?:hrs?|hours?|h|sessions?|units?|pcs?|ea|each|qty|per\s*hour|\/\s*hr|\/\s*hour|\/\s*session|x|@|USD|RM)[\s$x×*@=:.]*)*$/i;
// "2 x Pattern blocks 64.47" prints the line amount; Amazon's "2 of: Crayons $4.99" the unit price.
const LEADING_QTY = /^(?:qty\s*:?\s*)?(\d{1,3})\s*(x|×|@|pcs?\b|of:?)\s*/i;

// Restaurant and pharmacy tills print the count first, without an "x": "1 Steak Medallion 15.95",
// "1ZAPPS REGULAR .99", "2 Coke 5.00" (the line amount). A number that is a size ("12oz") is not a count.
const LEADING_COUNT = /^(\d{1,2})(\s+|(?=[A-Z]{2}))(?!(?:oz|lbs?|pcs?|pk|ct|in|ft|ml|l|g|kg|gal|%|x)\b)(?=[A-Za-z])/i;

type Tail = { tokens: MoneyToken[]; start: number };

/** The run of numbers that ends the line, separated only by blanks, "x", "@", "hrs" and the like. */
const numericTail = (line: string): Tail => {
  const tokens = moneyTokens(line);
  const tail: MoneyToken[] = [];
  let end = line.length;
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i];
    if (!token) break;
    const gap = line.slice(token.end, end);
    if (
      !BETWEEN_NUMBERS.test(gap) ||
      (tail.length === 0 && /[a-z]{3}/i.test(gap) && !/^\s*(?:\/\s*)?(?:hrs?|hours?|each|ea|usd|rm)\b/i.test(gap))
    )
      break;
    tail.unshift(token);
    end = token.index;
  }
  return { tokens: tail, start: end };
};

const isWhole = (n: number): boolean => Math.abs(n - Math.round(n)) < 1e-9;

/**
 * Quantity times price makes the line's amount, with or without the row's tax. A unit price printed
 * to the cent may be off by half a cent a unit ("30 0.85 25.44").
 */
const adds = (r: Row): boolean => {
  const slack = 0.005 * r.quantity + 0.005;
  const product = r.price * r.quantity;
  return Math.abs(product - r.lineTotal) <= slack || Math.abs(product + (r.salesTax ?? 0) - r.lineTotal) <= slack;
};

const row = (description: string, quantity: number, unit: number, salesTax: number | null, lineTotal: number): Row =>
  // A fractional quantity (1.5 hours) cannot be an integer quantity: keep the row amount instead.
  isWhole(quantity) && quantity > 0
    ? { description, price: roundCents(unit), quantity: Math.round(quantity), salesTax, lineTotal }
    : { description, price: roundCents(lineTotal), quantity: 1, salesTax, lineTotal };

const fromColumns = (description: string, values: number[], columns: Column[]): Row | null => {
  const get = (c: Column): number | undefined => {
    const at = columns.indexOf(c);
    return at < 0 ? undefined : values[at];
  };
  const quantity = get('quantity') ?? 1;
  const amount = get('amount');
  const unit = get('unitPrice') ?? (amount !== undefined && quantity ? amount / quantity : undefined);
  if (unit === undefined) return null;
  // A fractional "quantity" with no amount to check it against is a weight or a price out of its
  // column ("0.44lb@14.96 6.58" under "Qty Unit Price"): the row is read by its shape instead.
  if (amount === undefined && !isWhole(quantity)) return null;
  const tax = get('tax');
  return row(description, quantity, unit, tax ?? null, amount ?? unit * quantity);
};

// A number after these words names the product ("Grade 5", "Volume 2"), it is not a quantity.
const NAMING_WORD =
  /\b(?:grade|gr|level|lvl|book|vol|volume|part|unit|chapter|edition|ed|set|pack|of|ages?|year|yr|no|#|module|lesson|week|step|kit|k)\.?\s*$/i;

const fromShape = (description: string, tokens: MoneyToken[], line: string, leadingQty: number | null): Row | null => {
  const n = tokens.length;
  const [a, b, c, d] = [tokens[n - 4], tokens[n - 3], tokens[n - 2], tokens[n - 1]];
  if (!d) return null;
  if (a && b && c && sameAmount(a.value * b.value + c.value, d.value) && !sameAmount(b.value * c.value, d.value)) {
    return row(description, a.value, b.value, c.value, d.value);
  }
  if (b && c && sameAmount(b.value * c.value, d.value)) return row(description, b.value, c.value, null, d.value);
  if (c) {
    const gap = line.slice(c.end, d.index);
    if (/[x×@]/i.test(gap) && !c.hasCents) return row(description, c.value, d.value, null, c.value * d.value);
    const perUnit = d.value / c.value;
    // The count must divide the amount to the cent: "MEATFT2 $3.49" is not 2 × 1.75, nor
    // "Greek Cookies 3pcs 2.29" 3 × 0.76.
    if (
      !c.hasCents &&
      !c.hasCurrency &&
      c.value > 1 &&
      c.value < 1000 &&
      Math.round(roundCents(perUnit) * c.value * 100) === Math.round(d.value * 100)
    ) {
      return row(description, c.value, perUnit, null, d.value);
    }
    if (c.hasCents && c.value > 0 && isWhole(Math.round(perUnit * 1000) / 1000) && perUnit >= 1) {
      return row(description, Math.round(perUnit), c.value, null, d.value);
    }
  }
  // Only a count that divides the amount to the cent is a quantity of that unit price.
  if (leadingQty && leadingQty > 1 && Math.round(d.value * 100) % leadingQty === 0)
    return row(description, leadingQty, d.value / leadingQty, null, d.value);
  return row(description, 1, d.value, null, d.value);
};

/**
 * One item row: description, then numbers. With a table header the numbers are read by column;
 * without one by their arithmetic (qty × unit = amount, with or without a tax column). Numbers left
 * over at the front ("Grade 5") stay in the description.
 */
// US tills print a tax code or a mark after the price ("7.89 E", "2.56T", "3.99 B", "4.99 NF",
// "8.79 SALE", "$3.24 +" for a health item, "6.58*"); it is not part of the figure.
const TAX_FLAG_AFTER_PRICE = /(\d[.,]\d{2}-?)\s?(?:[A-Z]{1,2}\d?|SALE)?\s*[*+]?\s*$/;
// The point of the last price read as a dash ("12-50").
const DASH_FOR_POINT = /(?<=\s\$?\d{1,4})-(?=\d{2}\s*$)/;
// A weighed item's scale reading left before its figures ("BANANAS 2.35 lb @", "0.44lb@").
const WEIGHT_BEFORE_FIGURES = /\s*\d*[.,]?\d+\s*(?:lbs?|[l1]b|kg|oz)\s*@?\s*$/i;
// A product number before the name ("E 1068080 PASTURE EGGS", "085050149 SCREWDRIVER") and a tax
// code left after it ("LIFESCAPES  T") are not part of the description.
const SKU_BEFORE = /^(?:[A-Z]\s+)?(?:\d{5,}|\d{4}(?=\s{2}))\s+|^\d{6,}(?=[A-Z]{3})/;
const FLAG_AFTER = /\s+(?:T|N|NF|F|TF|FT|E|X)$/;

export const readRow = (rawLine: string, columns: Column[] | null, pendingDescription = ''): Row | null => {
  const line = fixOcrDigits(rawLine)
    // ".99B": a price under a dollar printed without its leading zero.
    .replace(/(?<=\s)[.,](\d{2})(?=\s?[A-Z]{0,2}\s*$)/, '0.$1')
    .replace(DASH_FOR_POINT, '.')
    // "2. 19": a space read into the price.
    .replace(/(\d[.,]) (\d{2})\s*$/, '$1$2')
    // A pen mark or a scrap of the next column a wide gap after the price ("$2.79  8", "$15.95  deH").
    .replace(/(\d[.,]\d{2})\s{2,}[A-Za-z0-9]{1,3}$/, '$1')
    .replace(TAX_FLAG_AFTER_PRICE, '$1');
  const tail = numericTail(line);
  const last = tail.tokens[tail.tokens.length - 1];
  // A restaurant prints a side or a modifier that comes with the dish at 0.00: still an item.
  if (!last || !(last.hasCents || last.hasCurrency) || last.value < 0) return null;
  let tokens = tail.tokens;
  if (columns && tokens.length > columns.length) tokens = tokens.slice(tokens.length - columns.length);
  // Without a header, leading numbers that name the product go back into the description.
  while (
    !columns &&
    tokens.length > 1 &&
    tokens[0] &&
    !tokens[0].hasCents &&
    NAMING_WORD.test(line.slice(0, tokens[0].index))
  ) {
    tokens = tokens.slice(1);
  }
  const before = line.slice(0, tokens[0]?.index ?? tail.start);
  // Under a description, what stands before the figures is a product code, a tax flag or a scale
  // reading ("07012345678 A", "2.31 lb @", "2 @ 2 FOR"), not more of the name.
  const namesMore = /[a-z]{3}/i.test(before.replace(/\b(?:for|each|qty|hrs?|hours?|lbs?|pcs)\b/gi, ' '));
  let description = (pendingDescription && !namesMore ? pendingDescription : `${pendingDescription} ${before}`).trim();
  const leading = LEADING_QTY.exec(description) ?? (columns ? null : LEADING_COUNT.exec(description));
  const leadingQty = leading ? Number(leading[1]) : null;
  const unitPriced = leading ? /^of/i.test(leading[2] ?? '') : false;
  if (leading) description = description.slice(leading[0].length);
  description = description
    .replace(/\s*(?:\bqty|@|\bx)\s*:?\s*$/i, '')
    .replace(/[\s\-–:|$]+$/, '')
    .replace(/^[\s\-–:|*•]+/, '')
    .replace(SKU_BEFORE, '')
    .replace(WEIGHT_BEFORE_FIGURES, '')
    .replace(FLAG_AFTER, '')
    .trim();
  if (!/[a-z]{2}/i.test(description)) return null;
  const only = tokens.length === 1 ? tokens[0] : undefined;
  if (unitPriced && leadingQty && only) return row(description, leadingQty, only.value, null, only.value * leadingQty);
  const byColumns =
    columns && tokens.length === columns.length
      ? fromColumns(
          description,
          tokens.map((t) => t.value),
          columns,
        )
      : null;
  const byShape = fromShape(description, tokens, line, leadingQty);
  // A product code in the quantity's column ("5 27499 11.00 55.00" under "Qty Description Price
  // Total") breaks the columns' arithmetic; the row's own arithmetic then tells the quantity.
  if (byColumns && byShape && !adds(byColumns) && adds(byShape)) return byShape;
  return byColumns ?? byShape;
};
