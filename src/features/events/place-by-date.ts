/**
 * Runs inline right after the event lists of /webinars-events (no framework, before the cards are
 * painted, so nothing moves under the visitor): puts each card in the list its end time belongs to
 * by the visitor's clock, soonest first and most recent first, shows the actions that fit, the
 * parts of the page written for "nothing upcoming" or "something upcoming" (the hero's link, the
 * list's intro, the note; `data-upcoming`), and the past list only when it has cards.
 * Self-contained: it is sent as its source text.
 */
export function placeEventsByDate(now: number) {
  const upcoming = document.querySelector("[data-event-list=upcoming]");
  const past = document.querySelector("[data-event-list=past]");
  if (!upcoming || !past) return;
  const cards = [...document.querySelectorAll<HTMLElement>("[data-event-end]")];
  const start = (card: HTMLElement) => Date.parse(card.dataset.eventStart ?? "");
  const ended = (card: HTMLElement) => Date.parse(card.dataset.eventEnd ?? "") <= now;
  const place = (list: Element, placed: HTMLElement[]) => {
    const current = [...list.children];
    if (placed.some((card, index) => current[index] !== card) || current.length !== placed.length) {
      list.append(...placed);
    }
    for (const card of placed) {
      for (const part of card.querySelectorAll<HTMLElement>("[data-when]")) {
        part.hidden = part.dataset.when !== (list === past ? "past" : "upcoming");
      }
    }
  };
  const soonest = cards.filter((card) => !ended(card)).sort((a, b) => start(a) - start(b));
  const latest = cards.filter(ended).sort((a, b) => start(b) - start(a));
  place(upcoming, soonest);
  place(past, latest);
  for (const part of document.querySelectorAll<HTMLElement>("[data-upcoming]")) {
    part.hidden = part.dataset.upcoming !== String(soonest.length > 0);
  }
  const pastSection = document.querySelector<HTMLElement>("[data-event-section=past]");
  if (pastSection) pastSection.hidden = latest.length === 0;
}

export const placeEventsByDateScript = `(${placeEventsByDate.toString()})(Date.now())`;
