import { ADVERTISED, LAST_FOUR, METHODS, type PaymentMethod } from './method';

/**
 * The row that proves the payment, for the reviewer to look at: the masked card number, else the
 * first row naming the method found (not one that only advertises it). Null when neither is printed.
 */
export const paymentRow = (
  lines: readonly string[],
  method: PaymentMethod | null,
  lastFour: string | null,
): number | null => {
  if (lastFour !== null) {
    const at = lines.findIndex(
      (l) => LAST_FOUR.test(l.replace(/(?<=\d)[Oo]|[Oo](?=\d)/g, '0')) && l.includes(lastFour),
    );
    if (at >= 0) return at;
  }
  if (method === null) return null;
  const patterns = METHODS.filter(([, m]) => m.name === method.name).map(([pattern]) => pattern);
  const at = lines.findIndex((l) => patterns.some((pattern) => pattern.test(l)) && !ADVERTISED.test(l));
  return at >= 0 ? at : null;
};
