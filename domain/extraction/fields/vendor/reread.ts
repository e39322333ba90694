import type { Box, LayoutLine, LayoutPage, Row } from '../../layout';
import { rowsOf } from '../../layout';
import { centreY } from '../../layout/box';
import { extractVendor, type VendorField } from '../vendor';
import { vendorHintsOf } from './hints';
import { foldName } from './merchants/fold';

/**
 * On a small photo the recognizer reads the merchant's name, printed in a larger or bolder type than
 * the rest, with a letter or two wrong ("Suni Boat Town", "KENONMAARKET"): the detector sees the page
 * shrunk, and a name row that is not clearly a name is read with little confidence. Reading only the
 * name's row again, enlarged, recovers most of them for the cost of one small reading. These are the
 * pure halves of that: which row to read again, and how its new reading joins the page.
 */

/**
 * A name row read with this confidence or more is not read again; nor is a name found by the merchant
 * table, a label or a web address, nor one with a company form (its legal form or trade word was read,
 * so the row was: on the development sets' pages of that kind a second reading changed no name).
 */
export const SURE_NAME_ROW = 0.93;
// Line boxes about this tall read best; smaller rows are enlarged up to MAX_SCALE times, larger never shrunk.
const TARGET_LINE_HEIGHT = 40;
const MAX_SCALE = 4;
// Where no name was found, the tallest of the first header rows is the likeliest name (a logo's
// lettering read as debris, or a name row doubted and passed over).
const FIRST_ROWS = 3;

export type VendorRereadBand = Readonly<{
  /** The band of the page to read again, in page pixels: full width, the row's height and a margin. */
  box: Box;
  /** How much to enlarge the band before reading it. */
  scale: number;
  /** The row the band is read for: new lines centred on it take its place. */
  row: Box;
}>;

type Reading = { rows: Row[]; field: VendorField };

const readVendor = (page: LayoutPage): Reading => {
  const rows = rowsOf({ source: 'ocr', pages: [page] });
  return {
    rows,
    field: extractVendor(
      rows.map((r) => r.text),
      vendorHintsOf(rows),
    ),
  };
};

const sureOf = (reading: Reading): boolean => {
  const { field, rows } = reading;
  if (field === null) return false;
  if (field.certainty !== 'header-line') return true;
  return (rows[field.line]?.confidence ?? 1) >= SURE_NAME_ROW;
};

const letters = (text: string): number => text.replace(/[^a-z]/gi, '').length;

/** The row to read again: the name's own row, else the tallest of the first rows that holds a word. */
const nameRow = (reading: Reading): Row | null => {
  const { field, rows } = reading;
  if (field !== null) return rows[field.line]?.box ? rows[field.line]! : null;
  const first = rows.filter((r) => r.page === rows[0]?.page && r.box !== null).slice(0, FIRST_ROWS);
  // A row with as many digits as letters is a phone, date or order number, never the name.
  const worded = first.filter((r) => letters(r.text) >= 3 && letters(r.text) > r.text.replace(/\D/g, '').length);
  return worded.reduce<Row | null>((best, r) => (best === null || r.height > best.height ? r : best), null);
};

/** The band of an OCR page to read again for its merchant's name; null when the name is already sure. */
export const vendorRereadBand = (page: LayoutPage): VendorRereadBand | null => {
  if (page.width === 0 || page.height === 0) return null;
  const reading = readVendor(page);
  if (sureOf(reading)) return null;
  const row = nameRow(reading);
  if (row?.box == null) return null;
  // The row's own width and a margin: a band narrower than the page is read in less time.
  const margin = row.box.height * 0.6;
  const side = row.box.height * 2;
  const top = Math.max(0, row.box.y - margin);
  const bottom = Math.min(page.height, row.box.y + row.box.height + margin);
  const left = Math.max(0, row.box.x - side);
  const right = Math.min(page.width, row.box.x + row.box.width + side);
  const height = Math.max(1, row.height || row.box.height);
  return {
    box: { x: left, y: top, width: right - left, height: bottom - top },
    scale: Math.round(10 * Math.min(MAX_SCALE, Math.max(1, TARGET_LINE_HEIGHT / height))) / 10,
    row: row.box,
  };
};

// Rows of a small photo overlap; a new line belongs to the name's row only when centred on it.
const centredOn = (row: Box) => (line: LayoutLine) =>
  line.box !== null && Math.abs(centreY(line.box) - centreY(row)) <= row.height / 4;

const across = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width;

const weakest = (lines: readonly LayoutLine[]): number => Math.min(...lines.map((l) => l.confidence));

const pairs = (text: string): string[] => {
  const key = foldName(text);
  return Array.from({ length: Math.max(0, key.length - 1) }, (_, i) => key.slice(i, i + 2));
};

/** How alike two names read, letter pairs shared (0-1): a second reading corrects letters, it does not find another name. */
const alike = (a: string, b: string): number => {
  const left = pairs(a);
  const right = pairs(b);
  const shared = left.filter((p) => {
    const at = right.indexOf(p);
    if (at < 0) return false;
    right.splice(at, 1);
    return true;
  }).length;
  return (2 * shared) / Math.max(1, left.length + pairs(b).length);
};

// How much surer of the new lines the recognizer must be: a reading as unsure as the first is no better.
const SURER = 0.03;
// Below this likeness to the first reading's name, the second reading's name is another row's text.
const SAME_NAME = 0.4;

/**
 * The page with its name row as read the second time: the new lines centred on the row take the
 * place of the row's old segments, when the recognizer is surer of them and the name is then read
 * from them: where the first reading had a name, the same name with letters mended. Otherwise the
 * page is kept as it was.
 */
export const withRereadVendorLines = (
  page: LayoutPage,
  band: VendorRereadBand,
  reread: readonly LayoutLine[],
): LayoutPage => {
  // The new lines stand where the row stood, so that the rows group as they did at the first reading.
  const found = reread
    .filter((l) => centredOn(band.row)(l) && letters(l.text) >= 2)
    .map((l) => ({ ...l, box: { ...l.box!, y: band.row.y, height: band.row.height } }));
  // A segment of the row that no new line covers (an amount beside the name) stays.
  const replaced = page.lines.filter((l) => centredOn(band.row)(l) && found.some((f) => across(f.box, l.box!)));
  if (found.length === 0 || replaced.length === 0 || weakest(found) < weakest(replaced) + SURER) return page;
  const merged: LayoutPage = {
    ...page,
    lines: [...page.lines.filter((l) => !replaced.includes(l)), ...found].sort(
      (a, b) => (a.box?.y ?? 0) - (b.box?.y ?? 0) || (a.box?.x ?? 0) - (b.box?.x ?? 0),
    ),
  };
  const before = readVendor(page);
  const after = readVendor(merged);
  if (after.field === null) return page;
  const fromNewLines = after.field.lines.some((i) => after.rows[i]?.segments.some((l) => found.some((f) => f === l)));
  const sameName = before.field === null || alike(before.field.value, after.field.value) >= SAME_NAME;
  return fromNewLines && sameName ? merged : page;
};
