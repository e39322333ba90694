import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import type { BatchEvent } from '../domain/batches';
import type { JobEvent } from '../domain/jobs';
import type { AuditLineItem, AuditResult as DomainAuditResult } from '../domain/audit';
import type { ReceiptExtractionResult as DomainReceiptResult } from '../domain/extraction';
import { AuditResult } from './results/audit-result';
import { ReceiptExtractionResult } from './results/receipt-result';
import { EVENT_DATA, type EventDataType } from './events';
import { AuditLineItemSchema } from './job-requests';
import { avroShape, typeboxShape } from './wire-shape';

const SCHEMAS_DIR = join(__dirname, '../schemas');

const avroDataOf = (eventType: string) => {
  const record = JSON.parse(readFileSync(join(SCHEMAS_DIR, `${eventType}.avsc`), 'utf8')) as {
    fields: Array<{ name: string; type: never }>;
  };
  return record.fields.find((field) => field.name === 'data')!.type;
};

/** Compile-time checks: each domain type is the declared shape (a field added to one side fails `tsc`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DataOf<E extends { type: string; data: unknown }, T extends string> = Extract<E, { type: T }>['data'];
type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T;
type DomainData<T extends EventDataType> = Plain<DataOf<JobEvent | BatchEvent, T>>;
const sameShapes: { [T in EventDataType]: Same<DomainData<T>, Static<(typeof EVENT_DATA)[T]>> | 'differs' } = {
  JobRequested: 'differs', // the domain narrows sequence to the literal 1 and reads student candidates leniently
  JobStarted: true,
  JobCompleted: true,
  JobFailed: true,
  JobRetryScheduled: true,
  BatchCreated: true,
  BatchItemsAdded: 'differs', // the same lenient student candidates as JobRequested
  BatchCancelRequested: true,
  BatchProgressed: 'differs', // the domain narrows status to its four values
  BatchCompleted: 'differs',
  ClaimReviewed: true,
};
// Every domain event still fits its declared data, where the domain is narrower than the wire.
const fits: {
  [T in EventDataType]: DomainData<T> extends Static<(typeof EVENT_DATA)[T]>
    ? true
    : DomainData<T> extends unknown
      ? 'lenient'
      : never;
} = {
  JobRequested: 'lenient',
  JobStarted: true,
  JobCompleted: true,
  JobFailed: true,
  JobRetryScheduled: true,
  BatchCreated: true,
  BatchItemsAdded: 'lenient',
  BatchCancelRequested: true,
  BatchProgressed: true,
  BatchCompleted: true,
  ClaimReviewed: true,
};
const auditLineItem: Same<Plain<AuditLineItem>, Static<typeof AuditLineItemSchema>> = true;
// Every result the domain produces fits the published result schemas (looser: they allow additions).
const resultsFit: [
  Plain<DomainReceiptResult> extends Static<typeof ReceiptExtractionResult> ? true : false,
  Plain<DomainAuditResult> extends Static<typeof AuditResult> ? true : false,
] = [true, true];

describe('the declared shapes', () => {
  it('have one Avro schema per event, and one event data schema per Avro schema', () => {
    const avroTypes = readdirSync(SCHEMAS_DIR)
      .filter((file) => file.endsWith('.avsc'))
      .map((file) => file.replace(/\.avsc$/, ''));
    expect(avroTypes.sort()).toEqual(Object.keys(EVENT_DATA).sort());
  });

  it.each(Object.keys(EVENT_DATA) as EventDataType[])(
    '%s: the Avro data record and the TypeBox data schema agree field by field',
    (eventType) => {
      expect(avroShape(avroDataOf(eventType))).toBe(typeboxShape(EVENT_DATA[eventType]));
    },
  );

  it('tell a missing, renamed, retyped or no longer nullable field apart', () => {
    const base = typeboxShape(Type.Object({ a: Type.String(), b: Type.Union([Type.Integer(), Type.Null()]) }));
    expect(
      avroShape({
        type: 'record',
        fields: [
          { name: 'a', type: 'string' },
          { name: 'b', type: ['null', 'long'] },
        ],
      }),
    ).toBe(base);
    for (const changed of [
      [{ name: 'a', type: 'string' }],
      [
        { name: 'a', type: 'string' },
        { name: 'c', type: ['null', 'long'] },
      ],
      [
        { name: 'a', type: 'string' },
        { name: 'b', type: ['null', 'string'] },
      ],
      [
        { name: 'a', type: 'string' },
        { name: 'b', type: 'long' },
      ],
    ]) {
      expect(avroShape({ type: 'record', fields: changed })).not.toBe(base);
    }
    expect(typeboxShape(Type.Object({ a: Type.Optional(Type.String()) }))).not.toBe(
      typeboxShape(Type.Object({ a: Type.String() })),
    );
  });

  it('keep the domain types the declared ones (checked by tsc)', () => {
    expect(Object.values(sameShapes).filter((same) => same === true)).toHaveLength(7);
    expect(Object.values(fits).filter((fit) => fit === true)).toHaveLength(9);
    expect(auditLineItem).toBe(true);
    expect(resultsFit).toEqual([true, true]);
  });
});
