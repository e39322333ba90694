/**
 * OCR slips in a company name that have one right answer: a zero inside a word ("HAI-0 RAYA") is
 * the letter O, a capital I between small letters an l, and "SON BHD" / "S0N BHD" / "5dn Bhd" is Malaysia's "SDN BHD".
 */
export const repairNameOcr = (name: string): string =>
  name
    .split(' ')
    .map((word) =>
      /[a-z]{2}/i.test(word) && /^[a-z0-9\-.&'()]+$/i.test(word) && !/[1-9]/.test(word)
        ? word.replace(/0/g, 'O')
        : word,
    )
    .join(' ')
    // A capital I between small letters is an l ("TasteOfTheWorId"), and so is a 1 ("Thaivi1lage").
    .replace(/(?<=[a-z])[I1](?=[a-z])/g, 'l')
    // Water, a favourite of car wash and pool supply names: the OCR reads H2O's letter O as a zero ("H20 POOL SUPPLY").
    .replace(/\bH2[0o](?![0-9])/g, 'H2O')
    .replace(/\b[S5][DO0]N(\.?\s*BHD)\b/gi, 'SDN$1');
