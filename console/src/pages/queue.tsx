import { useEffect, useState } from 'preact/hooks';
import { call, messageOf, query, type Session } from '../api';
import { Link } from '../router';
import { TenantSelect } from './tenant-select';

type JobRow = {
  jobId: string;
  tenantId: string;
  type: string;
  status: string;
  queuedAt: string;
  vendor: string | null;
  studentName: string | null;
  amount: number | null;
  outcome: string | null;
  flags: string[];
  programKey: string | null;
  decision: string | null;
};
type BatchRow = {
  batchId: string;
  tenantId: string;
  status: string;
  totalItems: number;
  progress: number;
  counts: Record<string, number>;
  createdAt: string;
};
type Filters = Record<'tenant' | 'status' | 'outcome' | 'program' | 'from' | 'to' | 'vendor' | 'student', string>;

const EMPTY: Filters = { tenant: '', status: '', outcome: '', program: '', from: '', to: '', vendor: '', student: '' };
const money = (amount: number | null) => (amount === null ? '—' : `$${amount.toFixed(2)}`);

export const Queue = ({ session }: { session: Session }) => {
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [page, setPage] = useState<{ jobs: JobRow[]; nextCursor: string | null } | null>(null);
  const [batches, setBatches] = useState<BatchRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const cursor = cursors.at(-1) ?? null;

  useEffect(() => {
    setPage(null);
    call<{ jobs: JobRow[]; nextCursor: string | null }>(`/jobs${query({ ...applied, cursor })}`).then(
      setPage,
      (caught: unknown) => setError(messageOf(caught)),
    );
  }, [applied, cursor]);

  // Running batches' progress, polled while any is still processing.
  useEffect(() => {
    let stop = false;
    const load = () =>
      call<{ batches: BatchRow[] }>(
        `/batches${query({ tenant: applied.tenant, from: applied.from, to: applied.to })}`,
      ).then(
        (found) => {
          if (stop) return;
          setBatches(found.batches);
          if (found.batches.some((batch) => batch.status === 'processing')) setTimeout(() => void load(), 2_000);
        },
        () => undefined,
      );
    void load();
    return () => {
      stop = true;
    };
  }, [applied]);

  const set = (name: keyof Filters) => (event: { currentTarget: { value: string } }) =>
    setFilters({ ...filters, [name]: event.currentTarget.value });
  const apply = (event: Event) => {
    event.preventDefault();
    setCursors([null]);
    setApplied(filters);
  };

  return (
    <>
      <h1>Queue</h1>
      <form class="filters" onSubmit={apply} aria-label="Filter the queue">
        <TenantSelect
          session={session}
          value={filters.tenant}
          onChange={(tenant) => setFilters({ ...filters, tenant })}
        />
        <div class="field">
          <label for="status">Status</label>
          <select id="status" value={filters.status} onChange={set('status')}>
            <option value="">Any</option>
            {['queued', 'processing', 'completed', 'failed'].map((s) => (
              <option value={s}>{s}</option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="outcome">Audit outcome</label>
          <select id="outcome" value={filters.outcome} onChange={set('outcome')}>
            <option value="">Any</option>
            {['pass', 'review', 'fail'].map((s) => (
              <option value={s}>{s}</option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="program">Program</label>
          <input id="program" value={filters.program} onInput={set('program')} />
        </div>
        <div class="field">
          <label for="from">From</label>
          <input id="from" type="date" value={filters.from} onInput={set('from')} />
        </div>
        <div class="field">
          <label for="to">To</label>
          <input id="to" type="date" value={filters.to} onInput={set('to')} />
        </div>
        <div class="field">
          <label for="vendor">Vendor</label>
          <input id="vendor" type="search" value={filters.vendor} onInput={set('vendor')} />
        </div>
        <div class="field">
          <label for="student">Student</label>
          <input id="student" type="search" value={filters.student} onInput={set('student')} />
        </div>
        <button type="submit">Apply filters</button>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      <section aria-labelledby="jobs-heading">
        <h2 id="jobs-heading">Jobs</h2>
        {page === null ? (
          <p role="status">Loading…</p>
        ) : page.jobs.length === 0 ? (
          <p>No jobs match.</p>
        ) : (
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Queued</th>
                  <th scope="col">Vendor</th>
                  <th scope="col">Student</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Flags</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {page.jobs.map((job) => (
                  <tr>
                    <td>
                      <Link to={`/jobs/${job.jobId}`}>{new Date(job.queuedAt).toLocaleString()}</Link>
                      <div class="muted">
                        {job.tenantId} · {job.type === 'submission_audit' ? 'audit' : 'receipt'}
                      </div>
                    </td>
                    <td>{job.vendor ?? '—'}</td>
                    <td>{job.studentName ?? '—'}</td>
                    <td class="num">{money(job.amount)}</td>
                    <td>{job.status}</td>
                    <td>{job.outcome ? <span class={`badge ${job.outcome}`}>{job.outcome}</span> : '—'}</td>
                    <td>{job.flags.length === 0 ? '—' : job.flags.join(', ')}</td>
                    <td>{job.decision ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <nav class="pager" aria-label="Pages">
          <button type="button" disabled={cursors.length === 1} onClick={() => setCursors(cursors.slice(0, -1))}>
            Previous page
          </button>
          <button
            type="button"
            disabled={!page?.nextCursor}
            onClick={() => page?.nextCursor && setCursors([...cursors, page.nextCursor])}
          >
            Next page
          </button>
        </nav>
      </section>
      <section aria-labelledby="batches-heading">
        <h2 id="batches-heading">Batches</h2>
        {batches.length === 0 ? (
          <p>No batches.</p>
        ) : (
          <ul class="batches">
            {batches.map((batch) => (
              <li>
                <span>
                  {batch.batchId} · {batch.tenantId} · {batch.status}
                </span>
                <progress max={100} value={batch.progress} aria-label={`Batch ${batch.batchId} progress`}>
                  {batch.progress}%
                </progress>
                <span>
                  {batch.counts.completed ?? 0} completed, {batch.counts.failed ?? 0} failed of {batch.totalItems}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
