/**
 * The pipeline page (/admin/pipeline): how many leads came each week and for what, and which pages
 * sent them, drawn on the server as SVG. Each chart is one labelled image for screen readers,
 * followed by its numbers as a table they read (hidden from view, in a box: a table itself cannot
 * hide its overflow). The bars
 * are placed in percentages of the chart's width and the text in pixels, so the same drawing fits
 * a phone and a desk without shrinking its words.
 */
import { contactIntents } from "../../src/collections/contact-intents";
import { type Status, statuses, statusLabels } from "../lead-fields";
import {
  dayDate,
  dayText,
  type PageCount,
  PIPELINE_WEEKS,
  type Pipeline,
  type PipelineWeek,
  type RequestKey,
  requestKeys,
} from "./pipeline-data";
import { Document, type Signed, viewHref } from "./shell";

const requestNames = (key: RequestKey) =>
  key === "unknown" ? "Not recorded" : contactIntents[key].name;

const monthDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
});
const monthName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short" });
const weekName = (week: PipelineWeek) => `week of ${monthDay.format(dayDate(week.monday))}`;
const leads = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;
const percent = (value: number) => `${value.toFixed(3)}%`;

/** The requests any week holds, in the form's order, with their 12 weeks' total. */
function requestsUsed(weeks: PipelineWeek[]) {
  return requestKeys
    .map((key) => ({ key, count: weeks.reduce((sum, week) => sum + week.byRequest[key], 0) }))
    .filter(({ count }) => count > 0);
}

function weeklyDescription(pipeline: Pipeline): string {
  const { weeks, total } = pipeline;
  const busiest = weeks.reduce((top, week) => (week.total > top.total ? week : top));
  const [first] = weeks;
  const thisWeek = weeks.at(-1);
  const lastWeek = weeks.at(-2);
  if (!first || !thisWeek || !lastWeek) return "";
  return `${leads(total)} from the ${weekName(first)} to the ${weekName(thisWeek)}: ${thisWeek.total} this week, ${lastWeek.total} last week; the most, ${busiest.total}, in the ${weekName(busiest)}.`;
}

const CHART_HEIGHT = 220;
const TOTALS_ROOM = 22;
const LABELS_ROOM = 40;

/** One week's column: its requests stacked from the base, its total above, its date below. */
function WeekColumn({
  week,
  index,
  scale,
  month,
}: {
  week: PipelineWeek;
  index: number;
  scale: number;
  /** The month's name under the day, where a new month starts. */
  month: string | null;
}) {
  const base = CHART_HEIGHT - LABELS_ROOM;
  const slot = 100 / PIPELINE_WEEKS;
  const centre = percent((index + 0.5) * slot);
  const now = index === PIPELINE_WEEKS - 1 ? " is-now" : "";
  let top = base;
  return (
    <g>
      {requestKeys.map((key) => {
        const count = week.byRequest[key];
        if (count === 0) return null;
        const height = count * scale;
        top -= height;
        return (
          <rect
            key={key}
            className={`chart-bar request-${key}`}
            x={percent(index * slot + slot * 0.18)}
            width={percent(slot * 0.64)}
            y={top.toFixed(2)}
            height={height.toFixed(2)}
          >
            <title>{`${weekName(week)}: ${requestNames(key)}, ${count}`}</title>
          </rect>
        );
      })}
      {week.total > 0 && (
        <text className={`chart-total${now}`} x={centre} y={top - 6} textAnchor="middle">
          {week.total}
        </text>
      )}
      <text className={`chart-label${now}`} x={centre} y={base + 16} textAnchor="middle">
        {dayDate(week.monday).getUTCDate()}
      </text>
      {month && (
        <text className="chart-label" x={centre} y={base + 32} textAnchor="middle">
          {month}
        </text>
      )}
    </g>
  );
}

function WeeklyChart({ pipeline }: { pipeline: Pipeline }) {
  const { weeks } = pipeline;
  const most = Math.max(1, ...weeks.map((week) => week.total));
  const scale = (CHART_HEIGHT - TOTALS_ROOM - LABELS_ROOM) / most;
  const month = (week: PipelineWeek, index: number) => {
    const name = (day: number) => monthName.format(dayDate(day));
    const previous = weeks[index - 1];
    return previous && name(previous.monday) === name(week.monday) ? null : name(week.monday);
  };
  const used = requestsUsed(weeks);
  return (
    <section className="card chart-card" aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">Leads per week, by request</h2>
      <svg
        className="chart"
        role="img"
        aria-labelledby="weekly-title weekly-desc"
        width="100%"
        height={CHART_HEIGHT}
      >
        <title id="weekly-title">Leads per week for the last 12 weeks, by request</title>
        <desc id="weekly-desc">{weeklyDescription(pipeline)}</desc>
        <line
          className="chart-axis"
          x1="0"
          x2="100%"
          y1={CHART_HEIGHT - LABELS_ROOM}
          y2={CHART_HEIGHT - LABELS_ROOM}
        />
        {weeks.map((week, index) => (
          <WeekColumn
            key={week.monday}
            week={week}
            index={index}
            scale={scale}
            month={month(week, index)}
          />
        ))}
      </svg>
      <p className="hint chart-note">
        Each column is a week, Monday to Sunday; the last is this week.
      </p>
      <ul className="legend" aria-label="Requests">
        {used.map(({ key, count }) => (
          <li key={key} className={`request-${key}`}>
            {requestNames(key)} <span className="legend-count">{count}</span>
          </li>
        ))}
      </ul>
      <div className="visually-hidden">
        <table>
          <caption>Leads per week by request</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              {used.map(({ key }) => (
                <th key={key} scope="col">
                  {requestNames(key)}
                </th>
              ))}
              <th scope="col">All requests</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.monday}>
                <th scope="row">{weekName(week)}</th>
                {used.map(({ key }) => (
                  <td key={key}>{week.byRequest[key]}</td>
                ))}
                <td>{week.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const PAGE_ROW = 46;
const MAX_PAGE_NAME = 38;
const pageLabel = (page: PageCount) => {
  const name = page.name ?? "Not known (the browser did not say)";
  return name.length > MAX_PAGE_NAME ? `${name.slice(0, MAX_PAGE_NAME - 1).trimEnd()}…` : name;
};

function PagesChart({ pipeline }: { pipeline: Pipeline }) {
  const { pages } = pipeline;
  const most = Math.max(1, ...pages.map((page) => page.count));
  return (
    <section className="card chart-card" aria-labelledby="pages-heading">
      <h2 id="pages-heading">Where they came from</h2>
      <svg
        className="chart"
        role="img"
        aria-labelledby="pages-title pages-desc"
        width="100%"
        height={pages.length * PAGE_ROW}
      >
        <title id="pages-title">Leads of the last 12 weeks by the page they were sent from</title>
        <desc id="pages-desc">
          {pages.map((page) => `${pageLabel(page)}: ${page.count}`).join("; ")}
        </desc>
        {pages.map((page, index) => {
          const top = index * PAGE_ROW;
          return (
            <g key={page.name ?? ""}>
              <text className="chart-label is-page" x="0" y={top + 15}>
                {pageLabel(page)}
              </text>
              <text className="chart-total" x="100%" y={top + 15} textAnchor="end">
                {page.count}
              </text>
              <rect className="track" x="0" y={top + 22} width="100%" height="14" />
              <rect
                className="chart-bar page-bar"
                x="0"
                y={top + 22}
                width={percent((page.count / most) * 100)}
                height="14"
              />
            </g>
          );
        })}
      </svg>
      <div className="visually-hidden">
        <table>
          <caption>Leads by page</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.name ?? ""}>
                <th scope="row">{pageLabel(page)}</th>
                <td>{page.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The inbox's list of the leads received from one week's Monday to another's Sunday. */
const listHref = (first: PipelineWeek, last: PipelineWeek, status: Status | null = null) =>
  viewHref("/admin", {
    view: "inbox",
    q: "",
    status,
    unopened: false,
    source: null,
    request: null,
    from: dayText(first.monday),
    to: dayText(last.monday + 6),
  });

/** Figures side by side, each a link to the leads it counts. */
function Figures({ label, figures }: { label: string; figures: [string, number, string][] }) {
  return (
    <dl className="tally" aria-label={label}>
      {figures.map(([name, count, href]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <a href={href} aria-label={`${name}: ${leads(count)}`}>
              {count}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Tally({ pipeline }: { pipeline: Pipeline }) {
  const { weeks } = pipeline;
  const [first] = weeks;
  const thisWeek = weeks.at(-1);
  const lastWeek = weeks.at(-2);
  if (!first || !thisWeek || !lastWeek) return null;
  return (
    <>
      <Figures
        label="Leads per period"
        figures={[
          ["This week", thisWeek.total, listHref(thisWeek, thisWeek)],
          ["Last week", lastWeek.total, listHref(lastWeek, lastWeek)],
          ["Last 12 weeks", pipeline.total, listHref(first, thisWeek)],
        ]}
      />
      <h2>By status</h2>
      <Figures
        label="Leads of the last 12 weeks by status"
        figures={statuses.map((status) => [
          statusLabels[status],
          pipeline.byStatus[status],
          listHref(first, thisWeek, status),
        ])}
      />
    </>
  );
}

export function PipelinePage({ signed, pipeline }: { signed: Signed; pipeline: Pipeline }) {
  return (
    <Document title="Pipeline" signed={signed} section="pipeline">
      <h1>Pipeline</h1>
      <p className="hint">
        The leads in the inbox by the week they arrived (Seattle time), by their status now and by
        the page they were sent from. Spam is not counted, nor a subscription until its address
        confirms it. Each figure opens its leads.
      </p>
      {pipeline.total === 0 ? (
        <p className="notice">
          No leads yet in the last 12 weeks: the charts appear with the first.
        </p>
      ) : (
        <>
          <Tally pipeline={pipeline} />
          <div className="charts">
            <WeeklyChart pipeline={pipeline} />
            <PagesChart pipeline={pipeline} />
          </div>
        </>
      )}
    </Document>
  );
}
