/** A box in the page's pixels, as the extraction result records it. */
export type Box = Readonly<{ x: number; y: number; width: number; height: number }>;
export type FieldEvidence = Readonly<{ confidence: number; page: number | null; box: Box | null; text: string | null }>;

export type Highlight = Readonly<{
  field: string;
  label: string;
  text: string | null;
  left: number;
  top: number;
  width: number;
  height: number;
}>;

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  vendor: 'Vendor',
  amount: 'Total',
  transactionDate: 'Date',
  paymentDetails: 'Payment',
  studentName: 'Student',
};

/**
 * The highlights to draw over one page as shown: every field read on that page with a box, scaled from
 * the page's pixels (the picture's natural size) to its displayed size. Fields with no box, another
 * page, or a picture not yet loaded give none.
 */
export const highlightsFor = (
  evidence: Readonly<Record<string, FieldEvidence | null | undefined>> | null | undefined,
  page: number,
  natural: Readonly<{ width: number; height: number }>,
  shown: Readonly<{ width: number; height: number }>,
): Highlight[] => {
  if (evidence == null || natural.width <= 0 || natural.height <= 0) return [];
  const sx = shown.width / natural.width;
  const sy = shown.height / natural.height;
  return Object.entries(evidence).flatMap(([field, item]) => {
    if (item == null || item.box === null || (item.page ?? 1) !== page) return [];
    const { x, y, width, height } = item.box;
    return [
      {
        field,
        label: FIELD_LABELS[field] ?? field,
        text: item.text,
        left: x * sx,
        top: y * sy,
        width: width * sx,
        height: height * sy,
      },
    ];
  });
};
