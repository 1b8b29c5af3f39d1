import { dailyCredits, operationLabel, type StudioUsage } from "@/lib/studio/api-access";

/** One colour per operation, in order of appearance; fill for the bars, bg for the legend. */
const PALETTE = [
  { fill: "fill-brand-500", swatch: "bg-brand-500" },
  { fill: "fill-emerald-500", swatch: "bg-emerald-500" },
  { fill: "fill-amber-500", swatch: "bg-amber-500" },
  { fill: "fill-sky-500", swatch: "bg-sky-500" },
  { fill: "fill-rose-500", swatch: "bg-rose-500" },
  { fill: "fill-violet-500", swatch: "bg-violet-500" },
  { fill: "fill-teal-500", swatch: "bg-teal-500" },
  { fill: "fill-slate-500", swatch: "bg-slate-500" },
] as const;

const WIDTH = 960;
const HEIGHT = 160;

/**
 * Credits spent per day, stacked by operation: a plain SVG (no chart library) stretched to the
 * width, its labels in HTML so they stay readable on a phone; the table beside it has the figures.
 */
export function UsageChart({ usage }: { usage: StudioUsage }) {
  const { days, operations } = dailyCredits(usage);
  const peak = days.reduce((m, d) => Math.max(m, d.total), 0);
  const max = Math.max(1, peak);
  const slot = WIDTH / days.length;
  const bar = Math.max(2, slot * 0.7);
  const scale = (HEIGHT - 8) / max;
  const total = days.reduce((sum, d) => sum + d.total, 0);
  const colour = (operation: string) => PALETTE[operations.indexOf(operation) % PALETTE.length]!;
  return (
    <figure className="flex flex-col gap-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">Credits per day (peak {peak})</p>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full text-slate-400 dark:text-slate-600"
        role="img"
        aria-label={`Credits spent per day from ${usage.from} to ${usage.to}: ${total} in all, at most ${peak} on one day.`}
        data-testid="usage-chart"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - max * scale} y2={HEIGHT - max * scale} className="stroke-current" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" />
        {days.map((day, i) => {
          let y = HEIGHT;
          const x = i * slot + (slot - bar) / 2;
          return (
            <g key={day.day}>
              {operations.map((operation) => {
                const credits = day.byOperation[operation] ?? 0;
                if (!credits) return null;
                const h = credits * scale;
                y -= h;
                return (
                  <rect key={operation} x={x} y={y} width={bar} height={h} className={colour(operation).fill}>
                    <title>{`${day.day} · ${operationLabel(operation)}: ${credits} credit${credits === 1 ? "" : "s"}`}</title>
                  </rect>
                );
              })}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-current" vectorEffect="non-scaling-stroke" />
      </svg>
      <div className="flex justify-between text-xs text-slate-600 tabular-nums dark:text-slate-400" aria-hidden="true">
        <span>{usage.from}</span>
        <span>{usage.to}</span>
      </div>
      {operations.length > 0 && (
        <figcaption>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Operations">
            {operations.map((operation) => (
              <li key={operation} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`inline-block h-3 w-3 rounded-sm ${colour(operation).swatch}`} />
                {operationLabel(operation)}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
