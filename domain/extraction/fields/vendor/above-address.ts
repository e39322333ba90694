// A street row: a house number, then the street with its street word last, often glued by the OCR
// ("75BAILEYDR.", "1200 Elm Street"); or a P.O. box.
const STREET_ROW =
  /^\s*(?:\d{1,5}\s*[a-z]?\.?\s*[a-z].*(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|hwy|highway|pkwy|parkway|ct|court|pl|place|cir|circle|ter|terrace|trl|trail)\.?|p\.?\s*o\.?\s*box\s*\d+.*)\s*$/i;

export const isStreetRow = (line: string): boolean => STREET_ROW.test(line);

/**
 * A till that prints its invoice number, date, cashier and station first sets the shop's name further
 * down, on the row right above its street address ("VALLEY TACK SUPPLY LLC" over "40 MILL RD."). The
 * first of the rows given (the caller bounds how far down) that has a company form and stands directly above a street row.
 */
export const companyAboveAddress = (lines: readonly string[], isCompany: (line: number) => boolean): number | null => {
  for (let i = 0; i + 1 < lines.length; i += 1) if (isStreetRow(lines[i + 1] ?? '') && isCompany(i)) return i;
  return null;
};
