import { useEffect, useState } from 'preact/hooks';
import { call, messageOf, query, type Session } from '../api';
import { TenantSelect } from './tenant-select';

type Day = { day: string; pass: number; review: number; fail: number; none: number };
type OverviewData = { days: Day[]; flags: { flag: string; count: number }[]; truncated: boolean };

const OUTCOMES = ['pass', 'review', 'fail', 'none'] as const;
const LABEL = { pass: 'Pass', review: 'Review', fail: 'Fail', none: 'No outcome' } as const;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Claims per day, stacked by outcome: SVG by hand, with a table of the same figures for screen readers. */
const DayChart = ({ days }: { days: Day[] }) => {
  const max = Math.max(1, ...days.map((day) => day.pass + day.review + day.fail + day.none));
  const width = 640;
  const height = 200;
  const bar = width / Math.max(1, days.length);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height + 20}`} role="img" aria-labelledby="day-chart-title" class="chart">
        <title id="day-chart-title">Claims per day by outcome</title>
        {days.map((day, index) => {
          let top = height;
          return OUTCOMES.map((outcome) => {
            const h = (day[outcome] / max) * height;
            top -= h;
            return h > 0 ? (
              <rect class={`fill-${outcome}`} x={index * bar + 1} y={top} width={Math.max(1, bar - 2)} height={h} />
            ) : null;
          });
        })}
        <text x="0" y={height + 15} class="axis">
          {days[0]?.day}
        </text>
        <text x={width} y={height + 15} text-anchor="end" class="axis">
          {days.at(-1)?.day}
        </text>
      </svg>
      <figcaption class="legend">
        {OUTCOMES.map((outcome) => (
          <span>
            <i class={`swatch fill-${outcome}`} /> {LABEL[outcome]}
          </span>
        ))}
      </figcaption>
      <details>
        <summary>Figures</summary>
        <table>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {OUTCOMES.map((outcome) => (
                <th scope="col">{LABEL[outcome]}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr>
                <th scope="row">{day.day}</th>
                {OUTCOMES.map((outcome) => (
                  <td class="num">{day[outcome]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
};

export const Overview = ({ session }: { session: Session }) => {
  const today = new Date();
  const [range, setRange] = useState({
    tenant: '',
    from: isoDay(new Date(today.getTime() - 13 * 86_400_000)),
    to: isoDay(today),
  });
  const [data, setData] = useState<OverviewData | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    call<OverviewData>(`/overview${query(range)}`).then(setData, (caught: unknown) => setError(messageOf(caught)));
  }, [range]);
  const maxFlag = Math.max(1, ...(data?.flags ?? []).map((flag) => flag.count));
  return (
    <>
      <h1>Overview</h1>
      <form class="filters" aria-label="Range" onSubmit={(event) => event.preventDefault()}>
        <TenantSelect session={session} value={range.tenant} onChange={(tenant) => setRange({ ...range, tenant })} />
        <div class="field">
          <label for="ov-from">From</label>
          <input
            id="ov-from"
            type="date"
            value={range.from}
            onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
          />
        </div>
        <div class="field">
          <label for="ov-to">To</label>
          <input
            id="ov-to"
            type="date"
            value={range.to}
            onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
          />
        </div>
        <a class="button" href={`/console/api/decisions.csv${query(range)}`} download>
          Export decisions (CSV)
        </a>
      </form>
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {data && (
        <div class="overview">
          <section aria-labelledby="per-day">
            <h2 id="per-day">Claims per day</h2>
            <DayChart days={data.days} />
          </section>
          <section aria-labelledby="top-flags">
            <h2 id="top-flags">Most frequent flags</h2>
            {data.flags.length === 0 ? (
              <p>No flags in this range.</p>
            ) : (
              <ul class="flag-bars">
                {data.flags.map((flag) => (
                  <li>
                    <code>{flag.flag}</code>
                    <span class="flag-bar" style={{ width: `${(flag.count / maxFlag) * 100}%` }} aria-hidden="true" />
                    <span class="num">{flag.count}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </>
  );
};
