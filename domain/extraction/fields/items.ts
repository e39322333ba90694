import type { ExtractedLineItem } from '../result';
import { amountTokens, roundCents, sameAmount } from '../text/money';
import { fixOcrDigits } from '../text/ocr-digits';
import { discountOf } from './items/discount-row';
import { isFiguresOnly } from './items/figures-only';
import { isColumnWords, isMetaLine, isSummaryLine, isTotalLine } from './items/line-kinds';
import { readRow, type Row } from './items/read-row';
import { printedSubtotal, rowOutOfSum } from './items/reconcile-subtotal';
import { readTableHeader, type Column } from './items/table-header';

export type ItemsField = { items: ExtractedLineItem[]; lineTotals: number[] };

// "2 @ 2.50 5.00" under "Widget 5.00" details the item above; it waits for no description. A plain
// "1 2.00 2.00" under an item at 2.00 is the same product bought again.
const repeatsLastAmount = (line: string, lineTotals: readonly number[]): boolean => {
  if (!/[@×]|\bx\b|\bea(?:ch)?\b/i.test(line)) return false;
  const last = amountTokens(line).pop();
  const above = lineTotals[lineTotals.length - 1];
  return last !== undefined && above !== undefined && sameAmount(last.value, above);
};

const DESCRIPTION_ONLY = (line: string): boolean => /[a-z]{3}/i.test(line) && amountTokens(line).length === 0;

/**
 * Line items, from the first item-like line to the first subtotal/total after it. A second table
 * header (the next page of an invoice) opens the list again. Summary and header-field lines are
 * skipped. A description alone on its line is joined with a figures-only line under it; a
 * figures-only line with no description above (tills that print "SKU qty price total" and the name
 * under it, or a price column a row out of step) takes the description-only line under it. A
 * coupon or instant-savings row printed under its item with its own negative amount is not an
 * item: it is taken off that item's line total, so the line totals add up to the subtotal, while
 * the item keeps its printed price. Where the rows add up to the printed subtotal but for one, that
 * one was no item and is dropped.
 */
export const extractItems = (lines: readonly string[]): ItemsField => {
  const items: ExtractedLineItem[] = [];
  const lineTotals: number[] = [];
  const push = (parsed: Row) => {
    items.push({
      description: parsed.description,
      price: parsed.price,
      quantity: parsed.quantity,
      salesTax: parsed.salesTax,
    });
    lineTotals.push(parsed.lineTotal);
  };
  let columns: Column[] | null = null;
  let open = true;
  let pending = '';
  // A figures-only line still waiting for the description printed under it.
  let waiting: string | null = null;
  let itemLine = '';
  // Once a table has printed a description under its figures, it does so for every row.
  let below = false;
  for (const line of lines) {
    const header = readTableHeader(line);
    if (header) {
      columns = header;
      open = true;
      pending = '';
      waiting = null;
      below = false;
      continue;
    }
    if (isTotalLine(line)) {
      if (items.length > 0) open = false;
      pending = '';
      waiting = null;
      continue;
    }
    const discount = open && lineTotals.length > 0 ? discountOf(line, itemLine) : null;
    if (discount !== null) {
      lineTotals[lineTotals.length - 1] = roundCents((lineTotals[lineTotals.length - 1] ?? 0) - discount);
      pending = '';
      waiting = null;
      continue;
    }
    if (!open || isSummaryLine(line) || isMetaLine(line) || isColumnWords(line)) {
      pending = '';
      waiting = null;
      continue;
    }
    if (waiting !== null && DESCRIPTION_ONLY(line)) {
      const parsed = readRow(waiting, columns, line);
      itemLine = waiting;
      waiting = null;
      if (parsed) {
        push(parsed);
        below = true;
        continue;
      }
    }
    waiting = null;
    const figuresOnly = isFiguresOnly(fixOcrDigits(line));
    if (figuresOnly && below && !repeatsLastAmount(line, lineTotals)) {
      waiting = line;
      pending = '';
      continue;
    }
    const parsed = readRow(line, columns, figuresOnly ? pending.replace(/\n/g, ' ') : '');
    if (parsed) {
      push(parsed);
      itemLine = line;
      pending = '';
    } else if (figuresOnly && pending === '' && !repeatsLastAmount(line, lineTotals)) {
      waiting = line;
    } else {
      // A long description wraps onto a second line before its figures; keep at most two lines.
      pending = DESCRIPTION_ONLY(line) ? [pending.split('\n').pop() ?? '', line].filter(Boolean).join('\n') : '';
    }
  }
  const extra = rowOutOfSum(lineTotals, printedSubtotal(lines));
  if (extra !== null) {
    items.splice(extra, 1);
    lineTotals.splice(extra, 1);
  }
  return { items, lineTotals };
};
