/**
 * OCR reads 0 as O and 1 as l/I inside numbers ("9.O0", "1O.00", "l2/03/2026"). Only letters that
 * touch a digit or a decimal separator between digits are replaced, so words like "TOTAL" or "ROOM"
 * are left alone (labels are matched with their own tolerant patterns, e.g. T[O0]TAL).
 */
export const fixOcrDigits = (line: string): string => {
  let out = line;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = out
      .replace(/(?<=\d[.,/:-]?)[Oo](?![A-Za-z]{2})/g, '0')
      .replace(/(?<![A-Za-z])[Oo](?=[.,/-]?\d)/g, '0')
      .replace(/(?<=\d[.,/-]?)[lI](?![A-Za-z])/g, '1')
      .replace(/(?<![A-Za-z])[lI](?=[.,/-]?\d{1,})(?=[\d.,/-]*\d)/g, '1');
    if (next === out) break;
    out = next;
  }
  return out;
};
