import type { Box, LayoutLine, LayoutPage } from '../../layout';
import { rowsOf } from '../../layout';
import { extractDate } from '../date';
import { dateConfidence } from './confidence';
import { findDates } from './find-dates';
import { labelScore, NEVER } from './label-score';

/**
 * On a small photo the date line is a few pixels tall and the recognizer drops its digits or
 * separators ("/9/20165:13:00P" for "6/9/2016 5:13:00PM"); on a large page the detector, which sees
 * the page shrunk, cuts the line short. Reading again only the bands that look like a date or time
 * line, enlarged, recovers most of them at a fraction of a page-wide second reading. These are the
 * pure halves of that: which bands to read again, and how the new reading joins the page.
 */

/** Below this confidence a page's date is read again; a clean, unlabelled date with a time scores 88. */
export const REREAD_BELOW = 70;
/** Bands read again per page, at most: each costs one detection and a few line readings. */
export const MAX_BANDS = 3;
// Line boxes this tall read best, but which size reads a given blurred line right varies: the first
// try is the middle size, and a band whose date is still not sure is tried larger. A third, smaller try
// won one US development date of 166 and took the p95 reading time past its 2 s limit.
// Smaller lines are enlarged up to MAX_SCALE times; larger ones are never shrunk.
const TARGET_LINE_HEIGHTS = [40, 60];
const MAX_SCALE = 4;

// What a date or time line shows even when the OCR has mangled it: a time, a slash between digits,
// a DATE/TIME label, a month name by a digit, a year.
const DATE_LIKE = [
  /\bdate\b|\bd[a4]te\b|\btime\b/i,
  // A slash by one or two digits, as in a date; not a price per unit ("$0.79/lb") nor a slash between
  // two long numbers (a coupon's "0000229383/190235").
  /(?<![\d.,])\d{1,2}\s?\/|(?<!\d[.,]\d{2}\s?)\/\s?\d{1,2}(?!\d)/,
  /\d{1,2}\s?:\s?\d{2}/,
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s?\d|\d\s?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i,
  /(?:^|\D)(?:19|20)\d{2}(?:\D|$)/,
  // A date and time whose separators were all lost still ends in its AM/PM ("3120852249PM").
  /\d{3,}\s?[AP]\.?M\b/i,
];
// A money amount alone is no date line, whatever its digits look like.
const AMOUNT_ONLY = /^[\s$S]*-?\d{1,6}[.,:]\d{2}\s*[A-Z]?$/;
// A line the recognizer doubts this much may be a date line it could not read (two rows in one box).
const DOUBTED = 0.7;
// Lines read this surely give the page's print size.
const SURE_LINE = 0.9;
// A line read this surely reads the same again.
const CLEAN_LINE = 0.95;

export type RereadBand = Readonly<{
  /** The band of the page to read again, in page pixels: full width, the line's height and a margin. */
  box: Box;
  /** How much to enlarge the band before reading it, one scale per try, in the order to try them. */
  scales: readonly number[];
}>;

const dateLikeness = (line: LayoutLine): number => {
  const text = line.text.trim();
  if (AMOUNT_ONLY.test(text)) return 0;
  // A whole date read surely is read the same again: the page is unsure of its date for another
  // reason (a return-by date, a day order nothing settles), which a second reading cannot change.
  if (line.confidence >= CLEAN_LINE && findDates([text]).length > 0) return 0;
  const shown = DATE_LIKE.filter((p) => p.test(text)).length;
  return shown > 0 ? shown + (line.confidence < 0.9 ? 1 : 0) : line.confidence < DOUBTED ? 0.5 : 0;
};

/**
 * Whether a band's reading shows something of a date or time line: worth reading larger when its
 * date is still not sure. A band that shows none at one size (faded print, a line the detector
 * does not see) rarely shows one at the next, and each try costs a detection.
 */
export const showsDateOrTime = (lines: readonly LayoutLine[]): boolean =>
  lines.some((line) => !AMOUNT_ONLY.test(line.text.trim()) && DATE_LIKE.some((p) => p.test(line.text)));

/** Whether the page already shows a date read with enough confidence not to read it again. */
export const hasSureDate = (page: LayoutPage, reference?: Date): boolean =>
  dateStrength(page, reference) >= REREAD_BELOW;

/** The page's date as the field readers see it, and how sure they are of it (0 when none). */
export const dateStrength = (page: LayoutPage, reference?: Date): number => {
  const rows = rowsOf({ source: 'ocr', pages: [page] });
  const lines = rows.map((r) => r.text);
  const field = extractDate(lines, lines.join('\n'), reference);
  return field ? dateConfidence(field, rows[field.line]?.confidence ?? 0) : 0;
};

/** How tall the page's print is: the median height of the lines the recognizer is sure of. */
const printHeight = (page: LayoutPage): number | null => {
  const heights = page.lines
    .filter((l) => l.box !== null && l.confidence >= SURE_LINE)
    .map((l) => l.box!.height)
    .sort((a, b) => a - b);
  return heights.length === 0 ? null : heights[Math.floor(heights.length / 2)]!;
};

const band = (page: LayoutPage, box: Box, print: number | null): RereadBand => {
  const margin = box.height * 0.6;
  // A box taller than the page's print holds two rows or a slanted line: its letters are the page's size.
  const letters = Math.min(box.height, print ?? box.height);
  const top = Math.max(0, box.y - margin);
  const bottom = Math.min(page.height, box.y + box.height + margin);
  return {
    box: { x: 0, y: top, width: page.width, height: bottom - top },
    scales: [
      ...new Set(
        TARGET_LINE_HEIGHTS.map(
          (h) => Math.round(10 * Math.min(MAX_SCALE, Math.max(1, h / Math.max(1, letters)))) / 10,
        ),
      ),
    ],
  };
};

const overlaps = (a: Box, b: Box): boolean => a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The bands of an OCR page to read again for its date: none when the page already shows a date read
 * with confidence, else the lines most like a date or time line (or the most doubted ones), best first.
 */
export const dateRereadBands = (page: LayoutPage, reference?: Date): RereadBand[] => {
  if (page.width === 0 || page.height === 0 || hasSureDate(page, reference)) return [];
  const ranked = page.lines
    .filter((l): l is LayoutLine & { box: Box } => l.box !== null)
    .map((line) => ({ line, score: dateLikeness(line) }))
    .filter((c) => c.score > 0)
    .sort((a, b) => b.score - a.score || a.line.confidence - b.line.confidence);
  const bands: RereadBand[] = [];
  const print = printHeight(page);
  for (const { line } of ranked) {
    if (bands.length >= MAX_BANDS) break;
    const next = band(page, line.box, print);
    if (!bands.some((b) => overlaps(b.box, next.box))) bands.push(next);
  }
  return bands;
};

const MONEY = /\d[.,]\d{2}(?!\d)/;

const covers = (outer: Box, inner: Box): boolean => {
  const shared = Math.min(outer.y + outer.height, inner.y + inner.height) - Math.max(outer.y, inner.y);
  const across = Math.min(outer.x + outer.width, inner.x + inner.width) - Math.max(outer.x, inner.x);
  return shared > 0.5 * Math.min(outer.height, inner.height) && across > 0.5 * inner.width;
};

/** Whether a line, read alone, shows a date that could be the purchase date. */
const showsDate = (text: string): boolean =>
  findDates([text]).some((c) => labelScore([text], c) !== NEVER && c.monthFirst !== null);

/**
 * The page with the date lines of a second reading in place of what the first reading made of them.
 * Only lines that show a date are taken; a first-reading line they cover goes, unless it holds an
 * amount the new line lacks (a total printed on the date's row stays). The page is kept as it was
 * when the second reading does not make its date surer.
 */
export const withRereadDateLines = (page: LayoutPage, reread: readonly LayoutLine[], reference?: Date): LayoutPage => {
  const found = reread.filter((l): l is LayoutLine & { box: Box } => l.box !== null && showsDate(l.text));
  if (found.length === 0) return page;
  const kept = page.lines.filter(
    (old) =>
      old.box === null || !found.some((l) => covers(l.box, old.box!) && (!MONEY.test(old.text) || MONEY.test(l.text))),
  );
  const merged: LayoutPage = {
    ...page,
    lines: [...kept, ...found].sort((a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0)),
  };
  return dateStrength(merged, reference) > dateStrength(page, reference) ? merged : page;
};
