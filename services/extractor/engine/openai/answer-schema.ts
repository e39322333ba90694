import { Type, type Static, type TSchema } from '@sinclair/typebox';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

// Structured outputs in strict mode want every property listed as required and no others allowed;
// "not printed" is therefore null, never a missing key.
const strict = { additionalProperties: false } as const;

/**
 * What the model is asked to return: the facts printed on the receipt, in the shape of our
 * ReceiptExtractionResult minus what we derive ourselves (student match, completeness audit, both
 * published variants), which keeps the answer small and those parts computed by our own rules.
 */
export const ReceiptAnswerSchema = Type.Object(
  {
    vendor: Nullable(Type.String({ description: 'merchant or provider name as printed' })),
    amount: Nullable(Type.Number({ minimum: 0, description: 'the total paid or due, a number without currency' })),
    transactionDate: Nullable(
      Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'purchase or invoice date, YYYY-MM-DD' }),
    ),
    invoiceType: Type.Union([Type.Literal('retail'), Type.Literal('service')]),
    items: Type.Array(
      Type.Object(
        {
          description: Type.String(),
          price: Type.Number({ description: 'unit price' }),
          quantity: Type.Integer({ minimum: 1 }),
          salesTax: Nullable(Type.Number({ description: 'tax printed on this row only' })),
        },
        strict,
      ),
    ),
    payment: Type.Object(
      {
        isPaid: Type.Boolean(),
        proofOfPaymentType: Type.Union([
          Type.Literal('card'),
          Type.Literal('cash'),
          Type.Literal('bank_transfer'),
          Type.Literal('check'),
          Type.Literal('digital_wallet'),
          Type.Literal('unpaid'),
          Type.Literal('unknown'),
        ]),
        method: Nullable(Type.String({ description: 'card brand or payment method as printed' })),
        cardLast4: Nullable(Type.String({ pattern: '^\\d{4}$' })),
        payerName: Nullable(Type.String()),
        checkNumber: Nullable(Type.String()),
      },
      strict,
    ),
    studentName: Nullable(Type.String({ description: 'the student or child the purchase is for, as printed' })),
    service: Nullable(
      Type.Object(
        {
          providerName: Nullable(Type.String()),
          servicePeriod: Nullable(Type.String()),
          serviceRate: Nullable(Type.Number()),
          serviceType: Nullable(Type.String()),
        },
        strict,
      ),
    ),
    confidence: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'how sure you are of vendor, amount and date together',
    }),
  },
  strict,
);

export type ReceiptAnswer = Static<typeof ReceiptAnswerSchema>;

/** The schema as plain JSON for `response_format` (TypeBox's symbol keys do not survive JSON). */
export const receiptAnswerJsonSchema = (): Record<string, unknown> =>
  JSON.parse(JSON.stringify(ReceiptAnswerSchema)) as Record<string, unknown>;
