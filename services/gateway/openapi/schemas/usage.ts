import { Type } from '@sinclair/typebox';

const counts = {
  extractions: Type.Integer({ description: 'receipt extractions completed' }),
  pages: Type.Integer({ description: 'pages read by completed extractions' }),
  audits: Type.Integer({ description: 'claim audits completed' }),
  batchItems: Type.Integer({ description: 'items accepted in batches' }),
  webhookDeliveries: Type.Integer({ description: 'webhook messages recorded for delivery (each counted once, however many attempts)' }),
};

export const UsageReport = Type.Object(
  {
    tenantId: Type.String(),
    from: Type.String({ format: 'date' }),
    to: Type.String({ format: 'date' }),
    days: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), ...counts }, { additionalProperties: false }), { description: 'every day of the range in order, zeros included' }),
    totals: Type.Object(counts, { additionalProperties: false }),
  },
  { $id: 'UsageReport', additionalProperties: false },
);
