// @vitest-environment happy-dom
import { placeEventsByDate } from "./place-by-date";

/** The markup EventList renders, in short: two lists, cards with both sets of actions. */
function page(upcoming: string[], past: string[]) {
  const card = (slug: string) => {
    const [start, end] = times[slug] ?? [];
    return `<li id="${slug}" data-event-start="${start}" data-event-end="${end}">
      <div data-when="upcoming">register</div><div data-when="past" hidden>recording</div></li>`;
  };
  document.body.innerHTML = `
    <a id="see-upcoming" data-upcoming="true" ${upcoming.length ? "" : "hidden"}>upcoming</a>
    <a id="see-past" data-upcoming="false" ${upcoming.length ? "hidden" : ""}>past</a>
    <ul data-event-list="upcoming">${upcoming.map(card).join("")}</ul>
    <div id="empty" data-upcoming="false" ${upcoming.length ? "hidden" : ""}>nothing upcoming</div>
    <div data-event-section="past" ${past.length ? "" : "hidden"}>
      <ul data-event-list="past">${past.map(card).join("")}</ul>
    </div>`;
}

const times: Record<string, [string, string]> = {
  a: ["2024-03-14T11:00:00-07:00", "2024-03-14T12:00:00-07:00"],
  b: ["2024-03-21T12:00:00-07:00", "2024-03-21T12:45:00-07:00"],
  c: ["2024-04-16T09:00:00-07:00", "2024-04-18T16:30:00-07:00"],
};

const ids = (selector: string) =>
  [...document.querySelectorAll(`${selector} > li`)].map((card) => card.id);
const shown = (id: string) =>
  [...document.querySelectorAll<HTMLElement>(`#${id} [data-when]`)]
    .filter((part) => !part.hidden)
    .map((part) => part.dataset.when);
const hidden = (selector: string) => document.querySelector<HTMLElement>(selector)?.hidden;

describe("placeEventsByDate", () => {
  it("moves past cards of a page built earlier into the past list, most recent first", () => {
    page(["a", "b", "c"], []);
    placeEventsByDate(Date.parse("2024-03-25T00:00:00-07:00"));
    expect(ids("[data-event-list=upcoming]")).toEqual(["c"]);
    expect(ids("[data-event-list=past]")).toEqual(["b", "a"]);
    expect(shown("a")).toEqual(["past"]);
    expect(shown("c")).toEqual(["upcoming"]);
    expect(hidden("[data-event-section=past]")).toBe(false);
    expect(hidden("#empty")).toBe(true);
    expect(hidden("#see-upcoming")).toBe(false);
  });

  it("moves cards back to upcoming for a visitor whose clock is earlier than the build", () => {
    page([], ["c", "b", "a"]);
    placeEventsByDate(Date.parse("2024-03-01T00:00:00-08:00"));
    expect(ids("[data-event-list=upcoming]")).toEqual(["a", "b", "c"]);
    expect(ids("[data-event-list=past]")).toEqual([]);
    expect(shown("b")).toEqual(["upcoming"]);
    expect(hidden("[data-event-section=past]")).toBe(true);
    expect(hidden("#empty")).toBe(true);
    expect(hidden("#see-past")).toBe(true);
    expect(hidden("#see-upcoming")).toBe(false);
  });

  it("shows the parts written for nothing upcoming, and leaves a list already in order alone", () => {
    page(["a", "b", "c"], []);
    placeEventsByDate(Date.parse("2026-11-24T12:00:00-08:00"));
    expect(hidden("#empty")).toBe(false);
    expect(hidden("#see-past")).toBe(false);
    expect(hidden("#see-upcoming")).toBe(true);

    page([], ["c", "b", "a"]);
    const past = document.querySelector("[data-event-list=past]") as HTMLElement;
    const mutations: MutationRecord[] = [];
    const observer = new MutationObserver((records) => mutations.push(...records));
    observer.observe(past, { childList: true });
    placeEventsByDate(Date.parse("2026-11-24T12:00:00-08:00"));
    mutations.push(...observer.takeRecords());
    observer.disconnect();
    expect(mutations).toEqual([]);
    expect(hidden("#empty")).toBe(false);
    expect(ids("[data-event-list=past]")).toEqual(["c", "b", "a"]);
  });
});
