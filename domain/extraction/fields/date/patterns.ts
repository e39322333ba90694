import { MONTH_NAME, MONTH_NAME_MISREAD } from './calendar';

/**
 * The printed forms of a date, most specific first. Each captures named parts; `y2` is a two-digit
 * year. OCR glues a time to the date ("22/12/201714:03", "25/01/20181:22:56PM"), so a date may be
 * followed directly by a time; otherwise it must not run into more digits.
 */
// "08/07/12.17:52", "Feb11,2012-10:03": a point, comma or dash may sit between the date and its time.
const TIME_GLUED = String.raw`(?=[.,@-]?\s?\d{1,2}[:.]\d{2})`;
// Point-of-sale printers (Micros and its kin) print "JUN17'13" and "04NOV'17": an apostrophe before a two-digit year.
const APOSTROPHE = "['\u2032\u2019`\u00b4]";
// After a date, a time whose first colon the OCR lost ("2013246:28" for "2013 2:46:28") or that is only an
// hour with its AM/PM letter ("03/15/1612P"): still a time, not more digits of the date.
// "2016159PM" for "2016 1:59PM": the colon lost from an hour-and-minutes time that keeps its AM/PM letter.
// "52249PM" for "5:22:49PM": both colons lost from a time with seconds that keeps its AM/PM letter.
const LOOSE_TIME_GLUED = String.raw`(?=\s?(?:\d{3}:\d{2}|\d{1,2}[AaPp][Mm]?(?![a-z])|(?:1[0-2]|0?[1-9])[0-5]\d(?:[0-5]\d)?\s?[AaPp][MmHh]?(?![a-z])))`;
const END = String.raw`(?:${TIME_GLUED}|${LOOSE_TIME_GLUED}|(?![\d]|[/.-]\d))`;
const YEAR4 = String.raw`(?<y>2\d{3}|19\d{2})`;
const SEP = String.raw`\s?([-/.])\s?`;
// Not the tail of a longer number or code ("12-01/05/2026"); a dash after a letter ("W-11/6/2011") is a separator.
const NOT_AFTER_NUMBER = String.raw`(?<![\d/.]|[\d/.]-)`;

// A month name starts a word, or follows a weekday the OCR ran into it ("SatAug 26 2017").
const NOT_IN_WORD = String.raw`(?:(?<![a-z])|(?<=(?:mon|tue|wed|thu|fri|sat|sun)\.?))`;

export type DateForm = {
  pattern: RegExp;
  kind: 'iso' | 'written' | 'numeric' | 'compact';
  /** A form the OCR made by losing or changing a separator: weaker than a date printed cleanly. */
  repaired?: boolean;
};

export const DATE_FORMS: readonly DateForm[] = [
  // 2024-01-05, 2016/05/01
  { kind: 'iso', pattern: /(?<![\d/.-])(?<y>(?:19|20)\d{2})\s?([-/.])\s?(?<a>\d{1,2})\s?\2\s?(?<b>\d{1,2})(?![\d])/g },
  // "2017-02-12144838": the colons of the time after it lost, its digits run into the day.
  {
    kind: 'iso',
    repaired: true,
    pattern:
      /(?<![\d/.-])(?<y>(?:19|20)\d{2})([-/.])(?<a>\d{2})\2(?<b>\d{2})(?=(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?(?!\d))/g,
  },
  // Jan 5, 2024 / January 05 2024 / Jan-05-2024; a digit glued before the month by the OCR
  // ("Receipt 1009April 15, 2025") does not stop it, or "9April 15" would be read as 9 April 2015.
  {
    kind: 'written',
    pattern: new RegExp(
      String.raw`${NOT_IN_WORD}(?<m>${MONTH_NAME_MISREAD})\.?[\s-]*(?<d>\d{1,2})(?:st|nd|rd|th)?(?:,|\.(?=\s?\d{4}))?[\s-]*(?<y>\d{4})${END}`,
      'gi',
    ),
  },
  // 05 JAN 2024 / 5-Jan-24 / 05JAN2024 / 5th of January, 2024
  {
    kind: 'written',
    pattern: new RegExp(
      String.raw`(?<!\d)(?<d>\d{1,2})(?:st|nd|rd|th)?(?:\s*|-|\s*of\s*)(?<m>${MONTH_NAME})\.?(?:\s*|-|,\s*)(?<y>\d{4}|\d{2})${END}`,
      'gi',
    ),
  },
  // JUN17'13 09:35PM, Dec26'0707:26PM, 04NOV'17 9:32AM
  {
    kind: 'written',
    pattern: new RegExp(
      String.raw`(?<![a-z])(?<m>${MONTH_NAME_MISREAD})\.?\s?(?<d>\d{1,2})\s?${APOSTROPHE}\s?(?<y2>\d{2})${END}`,
      'gi',
    ),
  },
  // The same with the apostrophe lost ("Apr011812:11P"): only with a two-digit day and the time glued on.
  {
    kind: 'written',
    pattern: new RegExp(String.raw`(?<![a-z])(?<m>${MONTH_NAME_MISREAD})(?<d>\d{2})(?<y2>\d{2})${TIME_GLUED}`, 'gi'),
  },
  {
    kind: 'written',
    pattern: new RegExp(
      String.raw`(?<!\d)(?<d>\d{1,2})\s?(?<m>${MONTH_NAME})\.?\s?${APOSTROPHE}\s?(?<y2>\d{2})${END}`,
      'gi',
    ),
  },
  // The apostrophe read as a colon or a point ("JAN09:03 9:03PM"): only with the time printed after it,
  // so that the digits after the colon cannot be that time.
  {
    kind: 'written',
    repaired: true,
    pattern: new RegExp(
      String.raw`(?<![a-z])(?<m>${MONTH_NAME_MISREAD})\.?\s?(?<d>\d{1,2})[:.,](?<y2>\d{2})(?=\s+\d{1,2}[:.]\d{2})`,
      'gi',
    ),
  },
  // 05/01/2024, 5.1.24, 12-01-19
  {
    kind: 'numeric',
    pattern: new RegExp(
      String.raw`${NOT_AFTER_NUMBER}(?<a>\d{1,2})${SEP}(?<b>\d{1,2})\s?\2\s?(?<y>2\d{3}|19\d{2})(?!:)${END}`,
      'g',
    ),
  },
  {
    kind: 'numeric',
    // A two-digit "year" run into a colon is the hour of a time whose year the OCR lost ("12/2/03:12").
    pattern: new RegExp(
      String.raw`${NOT_AFTER_NUMBER}(?<a>\d{1,2})${SEP}(?<b>\d{1,2})\s?\2\s?(?<y2>\d{2})(?!:)${END}`,
      'g',
    ),
  },
  // One slash read as a comma or point by the OCR ("02,22/2014", "7/19.2014"): only with a four-digit year.
  {
    kind: 'numeric',
    pattern: new RegExp(
      String.raw`${NOT_AFTER_NUMBER}(?<a>\d{1,2})\s?[,.]\s?(?<b>\d{1,2})\s?\/\s?${YEAR4}(?!:)${END}`,
      'g',
    ),
  },
  {
    kind: 'numeric',
    pattern: new RegExp(
      String.raw`${NOT_AFTER_NUMBER}(?<a>\d{1,2})\s?\/\s?(?<b>\d{1,2})\s?[,.]\s?${YEAR4}(?!:)${END}`,
      'g',
    ),
  },
  // A stray digit glued before a full slashed date ("407/24/2012"): the date is the two-digit parts after it.
  // Found last, and marked as glued, so that a cleanly printed date wins.
  {
    kind: 'numeric',
    pattern: new RegExp(String.raw`(?<=\d)(?<a>\d{2})\/(?<b>\d{2})\/${YEAR4}(?!:)${END}`, 'g'),
  },
  // The slash between month and day lost ("Olivia325/201712:30:57p" for 3/25/2017 12:30:57p): only
  // month-first, where the run splits one way (a month 2-9, or 01-12, then a two-digit day), with a
  // four-digit year and the time glued on.
  {
    kind: 'numeric',
    repaired: true,
    pattern: new RegExp(String.raw`(?<![\d/.])(?<a>0[1-9]|1[0-2]|[2-9])(?<b>[0-3]\d)\/${YEAR4}${TIME_GLUED}`, 'g'),
  },
  // The second slash lost ("3/1201852249PM" for 3/1/2018 5:22:49PM): only with a four-digit year and
  // the time glued on. The run splits one way: a two-digit day would leave a year starting 0 or 9.
  {
    kind: 'numeric',
    repaired: true,
    pattern: new RegExp(
      String.raw`${NOT_AFTER_NUMBER}(?<a>\d{1,2})\/(?<b>\d{1,2})${YEAR4}(?:${TIME_GLUED}|${LOOSE_TIME_GLUED})`,
      'g',
    ),
  },
  // The same with a one-digit month after a register or sequence number ("001-0013/30/2018"), where
  // the two-digit reading ("13/30") is no date.
  {
    kind: 'numeric',
    pattern: new RegExp(String.raw`(?<=\d)(?<a>[1-9])\/(?<b>\d{2})\/${YEAR4}(?!:)${END}`, 'g'),
  },
  // 25032018 13:11 — eight digits only count as a date when a time follows, as till rolls print them.
  {
    kind: 'compact',
    pattern: new RegExp(String.raw`(?<![\d])(?<a>\d{2})(?<b>\d{2})(?<y>(?:19|20)\d{2})${TIME_GLUED}`, 'g'),
  },
];

/** A time of day right after the date ("14:03", "1:22:56PM"): till rolls print the sale's time there. */
export const FOLLOWED_BY_TIME = /^\s*[,@-]?\s*(?:time\s*:?\s*)?\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?/i;
