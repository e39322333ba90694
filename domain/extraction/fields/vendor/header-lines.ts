// Lines at the top of a receipt that are never the merchant's name, though they look like one.
const NOT_THE_NAME = [
  // Order, ticket, guest and store numbers: "Order: 65", "Store #0208", "YOUR GUEST NUMBER IS", "*158590*".
  /\b(?:order|ticket|check|chk|guest|trans(?:action)?|invoice|receipt|ref(?:erence)?|confirmation|tracking|car)\s*(?:#|no\.?|number|num)?\s*[:#]?\s*\d/i,
  /\b(?:order|ticket|check|trans)\s*#/i,
  // Staff and service lines: "Host: Rene", "Server: Marcos", "pump".
  /^\s*(?:host|server|srvr|cashier|operator|clerk|attendant|table|tbl|pump|lane|plaza)\b/i,
  // A house number and a street, the street word often glued on: "280 BleeckerSt", "864 Broadway".
  /^\s*\d{1,5}\s*[a-z]?\.?\s*[a-z].*(?:st|street|ave|avenue|rd|road|blvd|broadway|way|dr|drive|pkwy|hwy|highway|ln|lane|pl|place|sq|square)\.?$/i,
  /\b[a-z]{2},?\s+\d{5}(?:-\d{4})?\b/i,
  // A road with its house number lost or misread, the road word last, often glued: "BUFORDHWY", "Ocean Blvd".
  /\b(?:hwy|blvd|pkwy)\.?\s*$|[A-Z]{3}(?:HWY|BLVD|PKWY)\.?\s*$/i,
  /\b(?:your\s+guest\s+number|guest\s+check|dine[\s-]*in|carry[\s-]*out|take[\s-]*out|to[\s-]*go|drive[\s-]*thru|self[\s-]*checkout)\b/i,
  /^\s*(?:store|str|unit|reg(?:ister)?|station|lane|pump|terminal)\s*[#:.]?\s*\d/i,
  // A department or a kind of store printed as a heading: "ENTERTAINMENT-ELECTRONICS", "WHOLESALE", "GROCERY".
  /^\s*(?:store|wholesale|grocery|groceries|pharmacy|\/\s*pharmacy|produce|deli|bakery|meat|seafood|dairy|frozen|electronics|entertainment(?:[\s-]+electronics)?|home|apparel|clothing|toys|health|beauty|household|hardware|garden|sporting\s+goods|stationery|office|pets?|baby|general\s+merchandise|merchandise|grocery\s*[-/]\s*\w+|department|customer\s+copy|merchant\s+copy|sale|sales|return|exchange)\s*[.:]?\s*$/i,
  // Page headers and e-mail headers of a printed order: "Last Updated: December 26, 2025", "Subject: …".
  /^\s*(?:last\s+updated|updated|printed|print\s+date|generated|subject|re|fwd?|to|cc|sent|date)\s*:/i,
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b/i,
  /\bpage\s+\d+\s+(?:of|\/)\s+\d+\b/i,
  /^\s*(?:final\s+details\s+for|details\s+for|order\s+(?:details|summary|placed|confirmation|status)|your\s+(?:order|receipt|invoice)|items?\s+ordered|shipped|delivered|arriving|business\s+order)\b/i,
];

// A slogan under a logo: a short sentence in the voice of the store ("Expect more. Pay less.",
// "Cub for your life.", "Gourmet without attitude"), not a name.
const SLOGAN_WORDS =
  /\b(?:you|your|yours|we|our|expect|pay|save|saving|better|always|everyday|without|since|love|enjoy|life|happy|feel)\b/gi;

export const isSlogan = (line: string): boolean => {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((w) => /[a-z]/i.test(w));
  const hits = line.match(SLOGAN_WORDS)?.length ?? 0;
  return (words.length >= 3 && hits >= 1) || hits >= 2;
};

/** A header line that only looks like a name: an order or store number, a department, a page or e-mail header, a slogan. */
// A line with as many digits as letters is a number with some letters misread, not a name ("1915SHY119").
const mostlyDigits = (line: string): boolean =>
  (line.match(/\d/g)?.length ?? 0) >= (line.match(/[a-z]/gi)?.length ?? 0);

export const isNotTheName = (line: string): boolean =>
  NOT_THE_NAME.some((p) => p.test(line)) || isSlogan(line) || mostlyDigits(line);
