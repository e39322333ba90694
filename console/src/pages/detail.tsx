import { useEffect, useState } from 'preact/hooks';
import { ApiError, call, messageOf } from '../api';
import type { FieldEvidence } from '../highlight/scale-boxes';
import { ReceiptView } from './receipt-view';
import { PossibleDuplicateSection } from './possible-duplicate';

type TrailEntry = { eventId: string; type: string; at: string; attempt: number | null; detail: string | null };
type Flag = { severity: string; code: string; message: string; suggestion: string };
type Justification = { lineItemIndex: number; strength: string; reason: string; improvementHints: string[] };
type JobDetail = {
  job: {
    jobId: string;
    tenantId: string;
    type: string;
    status: string;
    error: string | null;
    result?: Record<string, unknown>;
    review: { decision: string; note: string | null; reviewerName: string; reviewedAt: string } | null;
  };
  trail: TrailEntry[];
  pages: number | null;
  hasReceipt: boolean;
  outcome: string | null;
  flags: string[];
};

const DECISIONS = [
  ['approve', 'Approve'],
  ['deny', 'Deny'],
  ['request_info', 'Ask for more information'],
] as const;

/** A result field as text; a nested value is shown as JSON rather than as `[object Object]`. */
const shown = (value: unknown): string =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

export const Detail = ({ jobId }: { jobId: string }) => {
  const [detail, setDetail] = useState<JobDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [decision, setDecision] = useState('approve');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const load = () =>
    call<JobDetail>(`/jobs/${jobId}`).then(setDetail, (caught: unknown) =>
      setError(
        caught instanceof ApiError && caught.status === 404 ? 'No such job for your tenants.' : messageOf(caught),
      ),
    );
  useEffect(() => {
    void load();
  }, [jobId]);

  const submit = async (event: Event) => {
    event.preventDefault();
    setMessage(null);
    try {
      const recorded = await call<{ reviewId: string }>(`/jobs/${jobId}/review`, {
        method: 'POST',
        body: { decision, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      setMessage('Decision recorded.');
      // The decision is an event: the view shows it once the projection has applied it.
      for (let tries = 0; tries < 40; tries += 1) {
        const found = await call<JobDetail>(`/jobs/${jobId}`);
        setDetail(found);
        if (found.trail.some((entry) => entry.eventId === recorded.reviewId)) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } catch (caught) {
      setMessage(caught instanceof Error ? caught.message : 'The decision was not recorded');
    }
  };

  if (error)
    return (
      <>
        <h1>Job</h1>
        <p role="alert" class="error">
          {error}
        </p>
      </>
    );
  if (detail === null) return <p role="status">Loading…</p>;
  const { job } = detail;
  const result = job.result ?? {};
  const audit = job.type === 'submission_audit' ? result : null;
  const flags = (audit?.flags as Flag[] | undefined) ?? [];
  const justifications = (audit?.justificationAnalysis as Justification[] | undefined) ?? [];
  return (
    <>
      <h1>{(result.vendor as string | undefined) ?? job.jobId}</h1>
      <p class="muted">
        {job.jobId} · {job.tenantId} · {job.status}
        {detail.outcome ? ` · outcome ${detail.outcome}` : ''}
      </p>
      <div class="detail">
        {detail.hasReceipt && job.status === 'completed' && (
          <ReceiptView
            jobId={job.jobId}
            pages={detail.pages ?? 1}
            evidence={result.fieldEvidence as Record<string, FieldEvidence | null> | undefined}
          />
        )}
        <div class="facts">
          <section aria-labelledby="result-heading">
            <h2 id="result-heading">Extracted result</h2>
            <dl>
              {(
                [
                  'vendor',
                  'amount',
                  'transactionDate',
                  'invoiceType',
                  'confidence',
                  'programKey',
                  'overallStatus',
                  'confidenceScore',
                ] as const
              )
                .filter((name) => result[name] !== undefined)
                .map((name) => (
                  <>
                    <dt>{name}</dt>
                    <dd>{shown(result[name] ?? '—')}</dd>
                  </>
                ))}
            </dl>
            {job.error && <p class="error">{job.error}</p>}
          </section>
          <PossibleDuplicateSection
            duplicate={result.possibleDuplicate as Parameters<typeof PossibleDuplicateSection>[0]['duplicate']}
            alterations={result.alterationSignals as Parameters<typeof PossibleDuplicateSection>[0]['alterations']}
          />
          <section aria-labelledby="audit-heading">
            <h2 id="audit-heading">Audit</h2>
            {detail.flags.length === 0 ? (
              <p>No flags.</p>
            ) : (
              <ul>
                {flags.length > 0
                  ? flags.map((flag) => (
                      <li>
                        <span class={`badge ${flag.severity}`}>{flag.severity}</span> <code>{flag.code}</code>{' '}
                        {flag.message} <span class="muted">{flag.suggestion}</span>
                      </li>
                    ))
                  : detail.flags.map((flag) => (
                      <li>
                        <code>{flag}</code>
                      </li>
                    ))}
              </ul>
            )}
            {justifications.length > 0 && (
              <>
                <h3>Justification analysis</h3>
                <ul>
                  {justifications.map((item) => (
                    <li>
                      Line {item.lineItemIndex + 1}: <strong>{item.strength}</strong>. {item.reason}{' '}
                      {item.improvementHints.join(' ')}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <section aria-labelledby="decision-heading">
            <h2 id="decision-heading">Decision</h2>
            {job.review && (
              <p>
                Current: <strong>{job.review.decision}</strong> by {job.review.reviewerName}
                {job.review.note ? `: ${job.review.note}` : ''}
              </p>
            )}
            {job.status === 'completed' ? (
              <form onSubmit={(event) => void submit(event)}>
                <fieldset>
                  <legend>Decision</legend>
                  {DECISIONS.map(([value, label]) => (
                    <label class="choice">
                      <input
                        type="radio"
                        name="decision"
                        value={value}
                        checked={decision === value}
                        onChange={() => setDecision(value)}
                      />{' '}
                      {label}
                    </label>
                  ))}
                </fieldset>
                <label for="note">Note</label>
                <textarea
                  id="note"
                  maxLength={2000}
                  value={note}
                  onInput={(event) => setNote(event.currentTarget.value)}
                />
                <button type="submit">Record decision</button>
                {message && <p role="status">{message}</p>}
              </form>
            ) : (
              <p>Only completed jobs can be reviewed.</p>
            )}
          </section>
          <section aria-labelledby="trail-heading">
            <h2 id="trail-heading">Event trail</h2>
            <ol class="trail">
              {detail.trail.map((entry) => (
                <li>
                  <code>{entry.type}</code> <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
                  {entry.detail ? ` — ${entry.detail}` : ''}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </>
  );
};
