import { useEffect, useRef, useState } from 'preact/hooks';
import { highlightsFor, type FieldEvidence } from '../highlight/scale-boxes';

/** The receipt page with the extracted fields outlined where they were read, redrawn when the picture's size changes. */
export const ReceiptView = ({
  jobId,
  pages,
  evidence,
}: {
  jobId: string;
  pages: number;
  evidence: Record<string, FieldEvidence | null> | undefined;
}) => {
  const [page, setPage] = useState(1);
  const [sizes, setSizes] = useState({ natural: { width: 0, height: 0 }, shown: { width: 0, height: 0 } });
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const measure = () => {
    const img = image.current;
    if (img)
      setSizes({
        natural: { width: img.naturalWidth, height: img.naturalHeight },
        shown: { width: img.clientWidth, height: img.clientHeight },
      });
  };
  useEffect(() => {
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, []);
  const highlights = highlightsFor(evidence, page, sizes.natural, sizes.shown);
  return (
    <figure class="receipt">
      <div class="receipt-frame">
        {failed ? (
          <p role="alert" class="error">
            The receipt could not be fetched from its URL again.
          </p>
        ) : (
          <img
            ref={image}
            src={`/console/api/jobs/${jobId}/receipt?page=${page}`}
            alt={`Receipt, page ${page} of ${pages}`}
            onLoad={measure}
            onError={() => setFailed(true)}
          />
        )}
        {highlights.map((h) => (
          <div
            class="highlight"
            data-field={h.field}
            style={{ left: `${h.left}px`, top: `${h.top}px`, width: `${h.width}px`, height: `${h.height}px` }}
          >
            <span class="highlight-label">{h.label}</span>
          </div>
        ))}
      </div>
      <figcaption>
        {evidence === undefined
          ? 'This result records no positions for its fields.'
          : `${highlights.length} field${highlights.length === 1 ? '' : 's'} outlined where they were read.`}
        {pages > 1 && (
          <span class="pager">
            <button type="button" disabled={page === 1} onClick={() => setPage(page - 1)}>
              Previous page
            </button>
            <button type="button" disabled={page === pages} onClick={() => setPage(page + 1)}>
              Next page
            </button>
          </span>
        )}
      </figcaption>
    </figure>
  );
};
