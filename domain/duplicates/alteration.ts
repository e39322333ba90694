import type { AlterationSignal } from '../../contracts';
import { fontSignals, type TextRun } from './font-signals';

/**
 * Signs that a document was edited before it was sent. Each is evidence for a reviewer, never proof:
 * a store's own invoice may come out of a PDF editor, and a parent may crop a photo in an app.
 */
export type DocumentMetadata = Readonly<{
  /** PDF Info: Producer and Creator. */
  pdfProducer: string | null;
  pdfCreator: string | null;
  /** PDF Info: CreationDate and ModDate, as ISO strings. */
  pdfCreated: string | null;
  pdfModified: string | null;
  /** EXIF Software (tag 0x0131) of a picture. */
  imageSoftware: string | null;
  /** The text layer of each page read (a PDF's first pages), run by run; empty for a picture. */
  pdfTextRuns: readonly (readonly TextRun[])[];
}>;

export const NO_METADATA: DocumentMetadata = {
  pdfProducer: null,
  pdfCreator: null,
  pdfCreated: null,
  pdfModified: null,
  imageSoftware: null,
  pdfTextRuns: [],
};

/** Programs that edit pictures or PDFs; a camera's or a printer driver's name is not among them. */
const EDITING_TOOLS =
  /photoshop|illustrator|lightroom|gimp|paint\.net|pixelmator|affinity|snapseed|picsart|canva|fotor|inkscape|acrobat pro|pdf-?xchange editor|foxit (?:phantom|pdf editor)|nitro pro|pdfescape|sejda|smallpdf|ilovepdf|pdffiller|dochub|pdf ?element|libreoffice draw/i;
/** A PDF modified this long after it was made was changed after the fact, not finished. */
const LATE_CHANGE_MS = 24 * 60 * 60 * 1000;

export const metadataSignals = (metadata: DocumentMetadata): AlterationSignal[] => {
  const signals: AlterationSignal[] = [];
  const pdfTool = [metadata.pdfProducer, metadata.pdfCreator].find((name) => name !== null && EDITING_TOOLS.test(name));
  if (pdfTool !== undefined && pdfTool !== null)
    signals.push({ signal: 'pdf_edited', evidence: `the PDF was written by an editing program: "${pdfTool}"` });
  if (metadata.pdfCreated !== null && metadata.pdfModified !== null) {
    const created = Date.parse(metadata.pdfCreated);
    const modified = Date.parse(metadata.pdfModified);
    if (Number.isFinite(created) && Number.isFinite(modified) && modified - created > LATE_CHANGE_MS)
      signals.push({
        signal: 'pdf_edited',
        evidence: `the PDF was modified ${metadata.pdfModified} after it was created ${metadata.pdfCreated}`,
      });
  }
  signals.push(...metadata.pdfTextRuns.flatMap(fontSignals));
  if (metadata.imageSoftware !== null && EDITING_TOOLS.test(metadata.imageSoftware))
    signals.push({
      signal: 'image_software',
      evidence: `the picture was last saved by an editing program: "${metadata.imageSoftware}"`,
    });
  return signals;
};

export type ReceiptFigures = Readonly<{ amount: number | null; itemPrices: readonly number[] }>;

const cents = (amount: number): number => Math.round(amount * 100);

/**
 * A receipt whose lines add up to more than its own total, with no discount line read: taxes and fees
 * only add, so a total lowered or a line raised after printing shows here. Lines adding to less are
 * left alone: a line the reader missed does that far more often than an edit.
 */
export const arithmeticSignals = (figures: ReceiptFigures): AlterationSignal[] => {
  const { amount, itemPrices } = figures;
  if (amount === null || amount <= 0 || itemPrices.length < 2) return [];
  if (itemPrices.some((price) => !Number.isFinite(price) || price < 0)) return [];
  const sum = itemPrices.reduce((total, price) => total + cents(price), 0);
  if (sum <= cents(amount) + 1) return [];
  return [
    {
      signal: 'arithmetic',
      evidence: `the ${itemPrices.length} lines add up to ${(sum / 100).toFixed(2)}, more than the total ${amount.toFixed(2)}`,
    },
  ];
};
