import { Link } from '../router';
import { ReceiptView } from './receipt-view';

type Match = { jobId: string; similarity: number; signal: string; level: string; completedAt: string };
type PossibleDuplicate = { level: string; matches: Match[] };
type AlterationSignal = { signal: string; evidence: string };

const SIGNAL: Record<string, string> = {
  file: 'the same file',
  image: 'the same picture',
  content: 'the same vendor, date, total and lines',
};

/** The earlier receipt this one repeats, shown beside it, and the signs of editing with their evidence (docs/duplicates.md). */
export const PossibleDuplicateSection = ({
  duplicate,
  alterations,
}: {
  duplicate: PossibleDuplicate | null | undefined;
  alterations: AlterationSignal[] | undefined;
}) => {
  const earlier = duplicate?.matches[0];
  if (!earlier && (alterations ?? []).length === 0) return null;
  return (
    <section aria-labelledby="duplicate-heading">
      <h2 id="duplicate-heading">Duplicate and alteration signals</h2>
      {duplicate && earlier && (
        <>
          <p>
            <span class={`badge ${duplicate.level === 'same_content' ? 'warning' : 'error'}`}>{duplicate.level}</span>{' '}
            Possibly sent before:
          </p>
          <ul>
            {duplicate.matches.map((match) => (
              <li>
                <Link to={`/jobs/${match.jobId}`}>{match.jobId}</Link>: {SIGNAL[match.signal] ?? match.signal},{' '}
                {Math.round(match.similarity * 100)} % alike, read {new Date(match.completedAt).toLocaleString()}
              </li>
            ))}
          </ul>
          <h3>The earlier receipt</h3>
          <ReceiptView jobId={earlier.jobId} pages={1} evidence={undefined} />
        </>
      )}
      {(alterations ?? []).length > 0 && (
        <ul>
          {(alterations ?? []).map((signal) => (
            <li>
              <span class="badge warning">warning</span> <code>{signal.signal}</code> {signal.evidence}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
