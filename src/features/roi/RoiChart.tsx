import { useId } from "react";
import { CHART_YEARS, chartCaption, chartModel, formatAxisDollars, heightPercent } from "./chart";
import { formatDollars, formatPayback, type RoiResult } from "./roi";

export interface RoiChartCopy {
  title: string;
  savings: string;
  investment: string;
  payback: string;
  start: string;
  /** Column headers of the table under the chart. */
  yearColumn: string;
  savedColumn: string;
  netColumn: string;
}

const yearLabel = (year: number) => `Year ${year}`;

/**
 * Cumulative savings against the investment over the first three years, payback point marked.
 * The lines are an SVG stretched over the plot (strokes keep their width); the labels and the
 * marker are HTML placed in percent, so text stays readable at any width. The drawing is hidden
 * from assistive technology: the caption and the table under it say the same in words.
 */
export function RoiChart({ result, copy }: { result: RoiResult; copy: RoiChartCopy }) {
  const captionId = useId();
  const model = chartModel(result);
  const y = (value: number) => 100 - heightPercent(model.ticks, value);
  const zero = y(0);
  const savingsEnd = y(model.savingsAtEnd);
  const investment = y(model.investment);
  const payback = model.payback;
  // The payback label sits above its marker, or below it near the top of the plot.
  const paybackHeight = heightPercent(model.ticks, model.investment);

  return (
    <figure aria-labelledby={captionId} className="mt-8 border-t border-slate-200 pt-6">
      <figcaption id={captionId}>
        <span className="block font-semibold text-ink">{copy.title}</span>
        <span className="mt-1 block text-sm leading-6 text-muted">{chartCaption(result)}</span>
      </figcaption>

      <div aria-hidden="true" className="mt-5">
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <li className="flex items-center gap-2">
            <span className="h-1 w-5 rounded-full bg-brand-600" />
            {copy.savings}
          </li>
          <li className="flex items-center gap-2">
            <span className="w-5 border-t-2 border-dashed border-amber-600" />
            {copy.investment}
          </li>
        </ul>

        <div className="mt-4 h-52 pt-2 pr-2 pb-7 pl-12 sm:h-60">
          <div className="relative size-full">
            {model.ticks.map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 border-t border-slate-200"
                style={{ bottom: `${heightPercent(model.ticks, tick)}%` }}
              >
                <span className="absolute right-full mr-2 -translate-y-1/2 text-xs whitespace-nowrap text-muted tabular-nums">
                  {formatAxisDollars(tick)}
                </span>
              </div>
            ))}

            <svg
              aria-hidden="true"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="absolute inset-0 size-full overflow-visible"
            >
              <polygon
                points={`0,${zero} 100,${savingsEnd} 100,${zero}`}
                className="fill-brand-500/10"
              />
              <line
                x1="0"
                y1={investment}
                x2="100"
                y2={investment}
                vectorEffect="non-scaling-stroke"
                strokeWidth="2"
                strokeDasharray="6 4"
                className="stroke-amber-600"
              />
              <line
                x1="0"
                y1={zero}
                x2="100"
                y2={savingsEnd}
                vectorEffect="non-scaling-stroke"
                strokeWidth="3"
                strokeLinecap="round"
                className="stroke-brand-600"
              />
            </svg>

            {payback !== null && (
              <div
                className="absolute"
                style={{
                  left: `${(payback / CHART_YEARS) * 100}%`,
                  bottom: `${paybackHeight}%`,
                }}
              >
                <span className="absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-[3px] border-brand-800 bg-white" />
                <span
                  className={`absolute rounded bg-brand-800 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-white ${
                    paybackHeight > 65 ? "top-3" : "bottom-3"
                  } ${payback > CHART_YEARS / 2 ? "right-0 translate-x-2" : "left-0 -translate-x-2"}`}
                >
                  {copy.payback} {formatPayback(payback)}
                </span>
              </div>
            )}

            {Array.from({ length: CHART_YEARS + 1 }, (_, year) => (
              <span
                key={year === 0 ? "start" : yearLabel(year)}
                className={`absolute top-full mt-2 text-xs whitespace-nowrap text-muted ${
                  year === 0 ? "" : year === CHART_YEARS ? "-translate-x-full" : "-translate-x-1/2"
                }`}
                style={{ left: `${(year / CHART_YEARS) * 100}%` }}
              >
                {year === 0 ? copy.start : yearLabel(year)}
              </span>
            ))}
          </div>
        </div>
      </div>

      <table className="mt-6 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-muted">
            <th scope="col" className="py-2 pr-3 font-medium whitespace-nowrap">
              {copy.yearColumn}
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              {copy.savedColumn}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {copy.netColumn}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {model.years.map((row) => (
            <tr key={row.year} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-ink">
                {yearLabel(row.year)}
              </th>
              <td className="py-2 pr-3 text-right">{formatDollars(row.cumulativeSavings)}</td>
              <td
                className={`py-2 text-right font-medium ${row.netPosition < 0 ? "text-red-700" : "text-brand-800"}`}
              >
                {formatDollars(row.netPosition)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
