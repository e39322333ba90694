import type { Static } from '@sinclair/typebox';
import type { BatchEvent } from '../domain/batches';
import type { JobEvent } from '../domain/jobs';
import type { AuditLineItem, AuditResult as DomainAuditResult } from '../domain/audit';
import type { ReceiptExtractionResult as DomainReceiptResult } from '../domain/extraction';
import { AuditResult } from './results/audit-result';
import { ReceiptExtractionResult } from './results/receipt-result';
import { EVENT_DATA, type EventDataType } from './events';
import { AuditLineItemSchema } from './job-requests';

/** Compile-time checks: each domain type is the declared shape (a field added to one side fails `tsc`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type DataOf<E extends { type: string; data: unknown }, T extends string> = Extract<E, { type: T }>['data'];
type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Plain<T[K]> }
    : T;
// Every event the domain writes is declared here, and every declared event is one the domain writes.
const sameEventTypes: Same<(JobEvent | BatchEvent)['type'], EventDataType> = true;
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
  it('keep the domain types the declared ones (checked by tsc)', () => {
    expect(sameEventTypes).toBe(true);
    expect(Object.values(sameShapes).filter((same) => same === true)).toHaveLength(7);
    expect(Object.values(fits).filter((fit) => fit === true)).toHaveLength(9);
    expect(auditLineItem).toBe(true);
    expect(resultsFit).toEqual([true, true]);
  });
});
