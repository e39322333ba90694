import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../fields';

/** The shapes of the duplicate and alteration signals, declared once: results, OpenAPI and the domain's types. */
export const ReceiptFingerprintSchema = Type.Object(
  {
    pages: Type.Array(
      Type.Object({
        hash: Type.String({ description: '64-bit perceptual hash of the page picture (hex)' }),
        turned: Type.String({ description: 'the same, of the page turned a half turn' }),
      }),
      { description: 'one per page read (at most the first three)' },
    ),
    contentKey: Nullable(
      Type.String({
        description:
          'hash of vendor, date, total, card last four and item prices; null when one of the first three is missing',
      }),
    ),
    fileSha256: Nullable(Type.String()),
    contentParts: Type.Optional(
      Type.Union(
        [
          Type.Object(
            {
              dateTotal: Type.String({ description: 'hash of the date and the total' }),
              vendor: Nullable(Type.String({ description: 'hash of the normalised vendor' })),
              card: Nullable(Type.String({ description: "hash of the card's last four" })),
              prices: Type.Array(Type.Integer(), {
                description: 'the line prices in cents, sorted, but any equal to the total',
              }),
            },
            { additionalProperties: false },
          ),
          Type.Null(),
        ],
        {
          description:
            'what the receipt says, part by part, for a match that tolerates a misread vendor, card or line; null without a date or a total (absent in results written before it existed)',
        },
      ),
    ),
  },
  { additionalProperties: false, description: "the receipt's fingerprint, what later submissions are compared with" },
);

export const DuplicateSignalSchema = Type.Union([Type.Literal('file'), Type.Literal('image'), Type.Literal('content')]);
export const DuplicateLevelSchema = Type.Union([
  Type.Literal('exact'),
  Type.Literal('near_exact'),
  Type.Literal('same_content'),
]);

export const PossibleDuplicateSchema = Type.Object(
  {
    level: DuplicateLevelSchema,
    matches: Type.Array(
      Type.Object({
        jobId: Type.String({ description: "the earlier receipt's extraction job" }),
        similarity: Type.Number({ minimum: 0, maximum: 1 }),
        signal: DuplicateSignalSchema,
        level: DuplicateLevelSchema,
        completedAt: Type.String(),
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'earlier receipts of the tenant this one matches (docs/duplicates.md); null when none',
  },
);

export const AlterationSignalSchema = Type.Object(
  {
    signal: Type.Union([
      Type.Literal('pdf_edited'),
      Type.Literal('image_software'),
      Type.Literal('font_mismatch'),
      Type.Literal('arithmetic'),
    ]),
    evidence: Type.String(),
  },
  { additionalProperties: false },
);

export type ReceiptFingerprint = Static<typeof ReceiptFingerprintSchema>;
export type DuplicateSignal = Static<typeof DuplicateSignalSchema>;
export type DuplicateLevel = Static<typeof DuplicateLevelSchema>;
export type PossibleDuplicate = Static<typeof PossibleDuplicateSchema>;
export type AlterationSignal = Static<typeof AlterationSignalSchema>;
