import { assertNever } from '../events';
import { isFinal, type JobEvent } from '../jobs';
import { searchWords, type QueueEntry } from './queue-entry';
import { resultFacts } from './result-facts';

/**
 * Folds one job event into the job's queue entry, as evolveJob does for the job's view: an event at or
 * below the entry's version returns the same entry, so applying an event twice changes nothing.
 */
export const evolveQueueEntry = (entry: QueueEntry | null, event: JobEvent): QueueEntry | null => {
  if (event.type !== 'JobRequested' && entry === null) return null;
  if (entry !== null && event.data.sequence <= entry.version) return entry;
  // As in the job's view: nothing but a reviewer's decision comes after the outcome.
  if (entry !== null && isFinal(entry.status) && event.type !== 'ClaimReviewed') return entry;
  const version = event.data.sequence;
  switch (event.type) {
    case 'JobRequested': {
      const { data, metadata } = event;
      const vendor = data.audit?.vendor ?? null;
      return {
        jobId: data.jobId,
        tenantId: metadata.tenantId,
        type: data.jobType,
        status: 'queued',
        version,
        queuedAt: metadata.occurredAt,
        completedAt: null,
        batchId: data.batchId,
        fileUrl: data.receipt?.fileUrl ?? null,
        programKey: data.audit?.programKey ?? data.receipt?.programKey ?? null,
        vendor,
        studentName: null,
        amount: data.audit?.amount ?? null,
        outcome: null,
        flags: [],
        vendorWords: searchWords(vendor),
        studentWords: [],
        decision: null,
        reviewNote: null,
        reviewerName: null,
        reviewedAt: null,
      };
    }
    case 'JobStarted':
      return { ...entry!, status: 'processing', version };
    case 'JobRetryScheduled':
      return { ...entry!, status: 'queued', version };
    case 'JobFailed':
      return { ...entry!, status: 'failed', version, completedAt: event.metadata.occurredAt };
    case 'JobCompleted': {
      const facts = resultFacts(entry!.type, JSON.parse(event.data.resultJson) as unknown);
      const vendor = facts.vendor ?? entry!.vendor;
      return {
        ...entry!,
        status: 'completed',
        version,
        completedAt: event.metadata.occurredAt,
        vendor,
        studentName: facts.studentName,
        amount: facts.amount ?? entry!.amount,
        programKey: facts.programKey ?? entry!.programKey,
        outcome: facts.outcome,
        flags: facts.flags,
        vendorWords: searchWords(vendor),
        studentWords: searchWords(facts.studentName),
      };
    }
    case 'ClaimReviewed':
      if (entry!.status !== 'completed') return entry;
      return {
        ...entry!,
        version,
        decision: event.data.decision,
        reviewNote: event.data.note,
        reviewerName: event.data.reviewerName,
        reviewedAt: event.metadata.occurredAt,
      };
    default:
      return assertNever(event);
  }
};
