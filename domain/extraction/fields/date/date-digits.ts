/**
 * Letters a recognizer reads for digits in small or faded print ("06/0B/2017", "1Z/05/2019"): B for
 * 8, S for 5, Z for 2, G for 6, D and Q for 0. Put back only where the letter sits inside a run of
 * digits and date separators (a digit on each side, or a digit and a separator then a digit), so words and
 * codes with letters stay as they are; O, I and l are put back for every number by fixOcrDigits.
 */
const DIGIT_FOR: Record<string, string> = { B: '8', S: '5', Z: '2', G: '6', D: '0', Q: '0' };

const IN_DATE_RUN = /(?<=\d[/.-]?)[BSZGDQ](?=[/.-]?\d)/g;

/** The line with digit-like letters inside date-shaped runs read as digits; the same length, so positions hold. */
export const readDigitsInDates = (line: string): string =>
  line.replace(IN_DATE_RUN, (letter) => DIGIT_FOR[letter] ?? letter);
