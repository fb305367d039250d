/**
 * The inbox's list: its views (all, unopened, each status) with their counts, the search and
 * filters, a row per lead with a glimpse of what they wrote, and the selection bar. No script (the
 * inbox's policy forbids it): the bar shows itself, follows the screen and counts the ticked leads
 * with CSS, and "Select all" is a link that shows the page again with every lead ticked.
 */
import { contactIntents } from "../../src/collections/contact-intents";
import {
  buttonWords,
  fieldText,
  type LeadField,
  leadFields,
  messageSnippet,
  statuses,
  statusLabels,
} from "../lead-fields";
import { type InboxFilter, type InboxLead, PAGE_SIZE, type StatusCounts } from "./inbox-store";
import {
  CsrfField,
  Document,
  EmailText,
  fullName,
  Notice,
  type Signed,
  timeText,
  type UndoButton,
  ViewFields,
  VisuallyHidden,
  viewQuery,
} from "./shell";

/** One cell of the list, as the field's kind says. */
function ListCell({ field, lead, back }: { field: LeadField; lead: InboxLead; back: string }) {
  const text = fieldText(field, lead);
  if (field.name === "name") {
    return (
      <>
        <a href={`/admin/leads/${lead.id}${back}`}>{text}</a>
        {lead.openedAt === null && !lead.spam && <span className="unopened">Unopened</span>}
        {/* A subscription counts once its address confirmed it. */}
        {lead.subscription === "unconfirmed" && <span className="unconfirmed">Unconfirmed</span>}
      </>
    );
  }
  if (field.name === "status") {
    return <span className={`status status-${lead.status}`}>{text}</span>;
  }
  if (field.name === "request") {
    // Under what they asked for, the start of what they wrote; without a message, no line.
    const wrote = messageSnippet(lead);
    return (
      <>
        {text}
        {wrote && (
          <>
            {" "}
            <span className="snippet">{wrote}</span>
          </>
        )}
      </>
    );
  }
  if (field.kind === "time") return <>{timeText(text)}</>;
  if (field.kind === "email" && text)
    return (
      <span className="address" title={text}>
        <EmailText text={text} />
      </span>
    );
  return <>{text || "—"}</>;
}

function LeadRows({
  leads,
  filter,
  allTicked,
}: {
  leads: InboxLead[];
  filter: InboxFilter;
  allTicked: boolean;
}) {
  const back = viewQuery(filter);
  const columns = leadFields.filter((field) => field.list);
  return (
    <table className="leads">
      <thead>
        <tr>
          <th scope="col" className="select">
            <VisuallyHidden>Select</VisuallyHidden>
          </th>
          {columns.map((field) => (
            <th key={field.name} scope="col">
              {field.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <tr key={lead.id} className={lead.openedAt === null && !lead.spam ? "is-unopened" : ""}>
            <td className="select">
              <input
                type="checkbox"
                name="id"
                value={lead.id}
                id={`select-${lead.id}`}
                aria-label={`Select ${fullName(lead)}`}
                defaultChecked={allTicked}
              />
            </td>
            {columns.map((field) => (
              <td key={field.name} data-field={field.name} data-label={field.label}>
                <ListCell field={field} lead={lead} back={back} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * What can be done to the ticked leads. It comes after the list, so the count (a CSS counter of
 * the ticked boxes, which counts in document order) sees them all, and it sticks to the bottom of
 * the screen while the list goes on below it.
 */
function SelectionBar({ spam, clear }: { spam: boolean; clear: string }) {
  return (
    <fieldset className="bulk">
      {/* The count is drawn by CSS, which a screen reader does not hear: it hears the boxes. */}
      <legend>
        <span aria-hidden="true">
          <span className="ticked-count" /> selected
        </span>
        <VisuallyHidden>With the selected leads</VisuallyHidden>
      </legend>
      <div className="bulk-more">
        {spam ? (
          <button type="submit" name="action" value="release" className="button secondary">
            Not spam
          </button>
        ) : (
          <button type="submit" name="action" value="spam" className="button secondary">
            Move to Spam
          </button>
        )}
        <button type="submit" name="action" value="delete" className="button danger">
          Delete…
        </button>
      </div>
      <div className="bulk-status">
        {!spam && (
          <>
            <label htmlFor="bulk-to">Mark as</label>
            <select id="bulk-to" name="to" defaultValue="contacted">
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {statusLabels[status]}
                </option>
              ))}
            </select>
            <button type="submit" name="action" value="status" className="button">
              Save
            </button>
          </>
        )}
        <a href={clear} className="bulk-clear">
          Clear<VisuallyHidden> selection</VisuallyHidden>
        </a>
      </div>
    </fieldset>
  );
}

/**
 * The views beside the filters, one tap each: every lead, the unopened ones, each status, with
 * their counts within the search and filters.
 */
function Views({ filter, counts }: { filter: InboxFilter; counts: StatusCounts }) {
  const views = [
    { key: "all", label: "All", status: null, unopened: false },
    { key: "unopened", label: "Unopened", status: null, unopened: true },
    ...statuses.map((status) => ({
      key: status,
      label: statusLabels[status],
      status,
      unopened: false,
    })),
  ] as const;
  return (
    <nav className="views" aria-label="Views">
      <ul>
        {views.map((view) => {
          const current = filter.status === view.status && filter.unopened === view.unopened;
          return (
            <li key={view.key}>
              <a
                href={`/admin${viewQuery({ ...filter, status: view.status, unopened: view.unopened })}`}
                aria-current={current ? "page" : undefined}
              >
                {view.label} <span className="view-count">{counts[view.key]}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One of the list's filters: a choice among `options` (value, words), or any. */
function FilterSelect({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any: string;
  value: string | null;
  options: [string, string][];
}) {
  return (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""}>
        <option value="">{any}</option>
        {options.map(([key, words]) => (
          <option key={key} value={key}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ filter, sources }: { filter: InboxFilter; sources: string[] }) {
  const spam = filter.view === "spam";
  const filtered = viewQuery(filter) !== (spam ? "?view=spam" : "");
  return (
    <form method="get" action="/admin" className="filters" aria-label="Filters">
      {spam && <input type="hidden" name="view" value="spam" />}
      {filter.status && <input type="hidden" name="status" value={filter.status} />}
      {filter.unopened && <input type="hidden" name="unopened" value="1" />}
      {filter.from && <input type="hidden" name="from" value={filter.from} />}
      {filter.to && <input type="hidden" name="to" value={filter.to} />}
      <div className="field grow">
        <label htmlFor="q">Search</label>
        <input id="q" name="q" type="search" defaultValue={filter.q} placeholder="Search leads" />
      </div>
      {!spam && (
        <FilterSelect
          name="request"
          label="Request"
          any="Any request"
          value={filter.request}
          options={Object.entries(contactIntents).map(([key, intent]) => [key, intent.name])}
        />
      )}
      {!spam && (
        <FilterSelect
          name="source"
          label="Source"
          any="Any source"
          value={filter.source}
          options={sources.map((source) => [source, buttonWords(source)])}
        />
      )}
      <div className="filter-actions">
        <button type="submit" className="button">
          Apply
        </button>
        {filtered && (
          <a className="button secondary" href={spam ? "/admin?view=spam" : "/admin"}>
            Clear
          </a>
        )}
      </div>
    </form>
  );
}

const calendarDay = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
  year: "numeric",
});
const dayWords = (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`));

/** The period a pipeline's figure opened the list on, in words. */
function periodText({ from, to }: InboxFilter): string {
  if (from && to) return ` received ${dayWords(from)} to ${dayWords(to)}`;
  if (from) return ` received from ${dayWords(from)}`;
  if (to) return ` received until ${dayWords(to)}`;
  return "";
}

/** The page's address with every lead ticked, or with none. */
function selectionHref(filter: InboxFilter, page: number, all: boolean) {
  const query = new URLSearchParams(viewQuery(filter, page));
  if (all) query.set("select", "all");
  const text = query.toString();
  return `/admin${text ? `?${text}` : ""}`;
}

function Summary({
  total,
  page,
  allTicked,
  filter,
}: {
  total: number;
  page: number;
  allTicked: boolean;
  filter: InboxFilter;
}) {
  const first = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  return (
    <div className="summary">
      <p aria-live="polite">
        {total === 0
          ? "No leads match."
          : `${total > PAGE_SIZE ? `${first}–${last} of ` : ""}${total} ${total === 1 ? "lead" : "leads"}${periodText(filter)}, newest first.`}
      </p>
      {total > 0 && (
        <a href={selectionHref(filter, page, !allTicked)}>
          {allTicked ? "Clear selection" : "Select all"}
        </a>
      )}
    </div>
  );
}

function Pager({ filter, page, pages }: { filter: InboxFilter; page: number; pages: number }) {
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 && <a href={`/admin${viewQuery(filter, page - 1)}`}>Newer</a>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <a href={`/admin${viewQuery(filter, page + 1)}`}>Older</a>}
    </nav>
  );
}

export function InboxPage({
  signed,
  filter,
  leads,
  total,
  page,
  counts,
  sources,
  notice,
  undo,
  allTicked = false,
}: {
  signed: Signed;
  filter: InboxFilter;
  leads: InboxLead[];
  total: number;
  page: number;
  counts: StatusCounts;
  sources: string[];
  notice: string | null;
  undo?: UndoButton | null;
  /** "Select all": the page shown with every lead ticked. */
  allTicked?: boolean;
}) {
  const spam = filter.view === "spam";
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Document title={spam ? "Spam" : "Inbox"} signed={signed} section={spam ? "spam" : "inbox"}>
      <h1>{spam ? "Spam" : "Inbox"}</h1>
      <Notice text={notice} undo={undo} />
      {spam && (
        <p className="hint">
          Posts that filled the form's hidden anti-bot field, and leads moved here from the inbox.
          They are not emailed; each is deleted 30 days after it arrived. Open one and choose “Not
          spam” to move it to the inbox and send its notification.
        </p>
      )}
      {!spam && <Views filter={filter} counts={counts} />}
      <Filters filter={filter} sources={sources} />
      <Summary total={total} page={page} allTicked={allTicked} filter={filter} />
      {total > 0 && (
        <form method="post" action="/admin/bulk" aria-label="Leads" className="selectable">
          <CsrfField token={signed.csrfToken} />
          <ViewFields filter={filter} />
          <LeadRows leads={leads} filter={filter} allTicked={allTicked} />
          <SelectionBar spam={spam} clear={selectionHref(filter, page, false)} />
        </form>
      )}
      <div className="list-foot">
        {pages > 1 && <Pager filter={filter} page={page} pages={pages} />}
        <form method="post" action="/admin/export">
          <CsrfField token={signed.csrfToken} />
          <ViewFields filter={filter} />
          <button type="submit" className="button secondary" disabled={total === 0}>
            Export CSV
          </button>
        </form>
      </div>
    </Document>
  );
}
