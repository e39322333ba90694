import { amountTokens } from '../../text/money';

// What may stand beside the figures on a line that completes the description above it: a product
// code first ("04400000749 2.69"), a tax flag ("A 4.79", "6.58 F"), units and a scale reading
// ("0.44 lb @ 14.96", "2 @ 3 FOR 1.19", "8 hrs @ $45.00/hr", "Qty 2 @ $19.99").
const PRODUCT_CODE = /^\s*(?:[A-Z]\s+)?\d{5,}(?=\s)/;
const UNIT = /(?:qty|lbs?|[l1]b|kg|oz|ea|each|pcs?|hrs?|hours?|hr|for|x)(?![a-z])/gi;
const FLAG = /(?<=^|\s)[A-Z]{1,2}(?=\s|$)/g;

/** A line of figures only, which completes a description printed on the line above or below it. */
export const isFiguresOnly = (line: string): boolean => {
  if (amountTokens(line).length === 0) return false;
  const rest = line.replace(PRODUCT_CODE, ' ').replace(UNIT, ' ').replace(FLAG, ' ');
  return !/[a-z]/i.test(rest);
};
