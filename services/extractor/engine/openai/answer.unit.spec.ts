import type { ReceiptAnswer } from './answer-schema';
import { toExtractionResult } from './to-extraction-result';
import { validateAnswer } from './validate-answer';

const answer: ReceiptAnswer = {
  vendor: ' Harmony Music Studio ',
  amount: 168.999,
  transactionDate: '2026-03-02',
  invoiceType: 'service',
  items: [{ description: 'Piano lessons (4 x 30 min)', price: 140, quantity: 1, salesTax: null }],
  payment: {
    isPaid: true,
    proofOfPaymentType: 'unpaid',
    method: null,
    cardLast4: null,
    payerName: null,
    checkNumber: null,
  },
  studentName: 'Lily Park',
  service: null,
  confidence: 80,
};

describe('validating the model’s answer', () => {
  it('accepts an answer that matches the schema', () => {
    expect(validateAnswer(JSON.stringify(answer))).toEqual({ ok: true, answer });
  });
  it.each([
    ['no answer', null, 'empty'],
    ['prose', 'The total is 168.99', 'not JSON'],
    ['a missing field', JSON.stringify({ ...answer, vendor: undefined }), 'vendor'],
    ['an extra field', JSON.stringify({ ...answer, tip: 2 }), 'additional'],
    ['a wrong type', JSON.stringify({ ...answer, amount: '168.99' }), '/amount'],
    [
      'a card number that is not 4 digits',
      JSON.stringify({ ...answer, payment: { ...answer.payment, cardLast4: '12' } }),
      'cardLast4',
    ],
    ['an impossible date', JSON.stringify({ ...answer, transactionDate: '2026-02-30' }), 'not a calendar date'],
  ])('refuses %s and says why', (_case, content, why) => {
    const checked = validateAnswer(content);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? '' : checked.problem).toContain(why);
  });
});

describe('turning an answer into our result', () => {
  const result = toExtractionResult(answer, [{ id: 'k1', name: 'Lily Park' }]);
  it('fills both published variants from the same facts and keeps cents', () => {
    expect(result.vendor).toBe('Harmony Music Studio');
    expect(result.amount).toBe(169);
    // "unpaid" wins over a contradicting isPaid, as in the text parser.
    expect(result.paymentDetails).toMatchObject({ isPaid: false, paidInFull: false, proofOfPaymentType: 'unpaid' });
    expect(result.studentDetails).toMatchObject({
      matched: true,
      matchedChildId: 'k1',
      studentId: 'k1',
      matchedName: 'Lily Park',
    });
    expect(result.auditResult).toMatchObject({
      isUnpaidInvoice: true,
      isValidReceipt: false,
      missingElements: ['proofOfPayment'],
    });
  });
  it('gives a service invoice service details even when the model left them out', () => {
    expect(result.serviceDetails).toEqual({
      isService: true,
      providerName: 'Harmony Music Studio',
      servicePeriod: null,
      serviceRate: null,
      serviceType: null,
    });
  });
});
