import type { AlterationSignal } from '../../contracts';

/** One run of a PDF's text layer as pdf.js gives it: its text, the font it is set in, its size in points. */
export type TextRun = Readonly<{ text: string; font: string; size: number }>;

/** An amount (12.50, 1,234.00) or a date (03/14/2026, 2026-03-14, 14.03.26): what an edit changes. */
const FIGURE = /\d[\d,]*[.,]\d{2}(?!\d)|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/;
/** Fewer runs than this on a page: too little text to call a font the odd one out. */
const MIN_RUNS = 6;
/** Sizes this close (as a fraction) are the same size: pdf.js derives them from a matrix. */
const SAME_SIZE = 0.05;
/** At most this many figures are named in the evidence. */
const MAX_EVIDENCE = 3;

const sameSize = (a: number, b: number): boolean => Math.abs(a - b) <= SAME_SIZE * Math.max(a, b);

/**
 * A figure typed over the original in a PDF editor is set in whatever font the editor had: a font, or
 * a size, that no other text on the page uses. A store's own document sets its total in the same font
 * as its label or its other amounts, so a figure alone in its font or its size is the sign. Evidence
 * for a reviewer, never proof: one page's runs in, the figures that stand alone out.
 */
export const fontSignals = (runs: readonly TextRun[]): AlterationSignal[] => {
  const text = runs.filter((run) => run.text.trim() !== '' && run.size > 0);
  if (text.length < MIN_RUNS) return [];
  const odd: string[] = [];
  for (const [index, run] of text.entries()) {
    const figure = FIGURE.exec(run.text)?.[0];
    if (figure === undefined) continue;
    const others = text.filter((_, other) => other !== index);
    if (!others.some((other) => other.font === run.font))
      odd.push(`"${figure}" is set in a font no other text on the page uses`);
    else if (!others.some((other) => sameSize(other.size, run.size)))
      odd.push(`"${figure}" is set at ${run.size.toFixed(1)} pt, a size no other text on the page has`);
  }
  if (odd.length === 0) return [];
  return [
    {
      signal: 'font_mismatch',
      evidence: `in the PDF's text, ${odd.slice(0, MAX_EVIDENCE).join('; ')}${odd.length > MAX_EVIDENCE ? ` (and ${odd.length - MAX_EVIDENCE} more)` : ''}`,
    },
  ];
};
