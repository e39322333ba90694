import { median } from './median';
import type { Row } from './row';

/**
 * How large a row's letters are against the usual letters of its page (1 = body text, 2 = twice as
 * tall): a merchant's name is printed larger than the lines around it. 1 for rows without geometry.
 */
export const letterSize = (rows: readonly Row[]): ((index: number) => number) => {
  const usual = new Map<number, number>();
  for (const page of new Set(rows.map((r) => r.page)))
    usual.set(page, median(rows.filter((r) => r.page === page && r.height > 0).map((r) => r.height)));
  return (index) => {
    const row = rows[index];
    const typical = row ? (usual.get(row.page) ?? 0) : 0;
    return row && row.height > 0 && typical > 0 ? row.height / typical : 1;
  };
};
