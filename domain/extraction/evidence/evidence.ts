import { unionBox } from '../layout/box';
import type { FieldEvidence } from '../layout/layout';
import type { Row } from '../layout/row';

/**
 * Where a field was read: the rows it came from (their page, the union of their boxes, their text as
 * printed) and the reader's own confidence in it, 0-100.
 */
export const evidenceFrom = (rows: readonly Row[], confidence: number): FieldEvidence | null => {
  const first = rows[0];
  if (!first) return null;
  return {
    confidence: Math.max(0, Math.min(100, Math.round(confidence))),
    page: first.page,
    box: unionBox(rows.filter((r) => r.page === first.page).map((r) => r.box)),
    text: rows.map((r) => r.text).join('\n'),
  };
};
