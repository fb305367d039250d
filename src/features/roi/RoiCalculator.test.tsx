// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { roiCalculatorPage } from "~/collections/page-copy";
import { RoiCalculator } from "./RoiCalculator";
import { ROI_RESULTS_ID } from "./roi";

/**
 * Where 'Calculate ROI' leaves the visitor: the results scroll into view unless they already
 * start on the upper half of the screen, below the sticky header (beside the form on a desktop),
 * at once for a visitor who asks for less motion. The test DOM lays nothing out, so each case
 * says where the results start on a screen 800 px tall under a header of 80 px (scroll-mt-20).
 */
const { calculator } = roiCalculatorPage();
const scrolled = vi.fn();
let lessMotion = false;

beforeEach(() => {
  // Each calculation writes its inputs into the address, and an address with inputs opens on
  // its result (scrolled there on mount): every case starts from the bare page.
  window.history.replaceState(null, "", "/roi-calculator");
  scrolled.mockClear();
  lessMotion = false;
  Element.prototype.scrollIntoView = scrolled;
  window.innerHeight = 800;
  window.matchMedia = (query: string) =>
    ({ matches: query.includes("reduce") && lessMotion, media: query }) as MediaQueryList;
});
afterEach(cleanup);

/**
 * Fills the form, places the results `top` px from the screen's top under a header `header` px
 * tall (their scroll margin), and presses Calculate.
 */
async function calculateWithResultsAt(top: number, header = 80) {
  render(<RoiCalculator copy={calculator} action="/roi-calculator" anchorId="calculator" />);
  for (const { fields } of calculator.groups) {
    for (const { label, unit } of fields) {
      await userEvent.type(
        screen.getByLabelText(label, { exact: false }),
        unit === "%" ? "50" : "40000",
      );
    }
  }
  const results = document.getElementById(ROI_RESULTS_ID) as HTMLElement;
  results.style.scrollMarginTop = `${header}px`;
  results.getBoundingClientRect = () => ({ top }) as DOMRect;
  await userEvent.click(screen.getByRole("button", { name: calculator.calculateLabel }));
  expect(screen.getByRole("heading", { name: calculator.resultsTitle })).toHaveFocus();
}

it("leaves the results where they are when they start on the upper half, below the header", async () => {
  await calculateWithResultsAt(300);
  expect(scrolled).not.toHaveBeenCalled();
});

it("brings them down from under the header (a desktop, scrolled past the form's top)", async () => {
  await calculateWithResultsAt(40);
  expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: "start", behavior: "smooth" });
});

it("brings them up from the lower half or below the screen (a phone, under the form)", async () => {
  await calculateWithResultsAt(1400);
  expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: "start", behavior: "smooth" });
});

it("moves at once for a visitor who asks for less motion", async () => {
  lessMotion = true;
  await calculateWithResultsAt(1400);
  expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: "start", behavior: "instant" });
});

// The band's edges: a result that starts right under the header, or exactly half way down, is
// read where it is.
it.each([80, 400])("leaves the results where they are when they start at %i px", async (top) => {
  await calculateWithResultsAt(top);
  expect(scrolled).not.toHaveBeenCalled();
});

// The header's height is the results' own scroll margin, so a taller header moves the band's top.
it("reads the header's height from the results' scroll margin", async () => {
  await calculateWithResultsAt(100, 120);
  expect(scrolled).toHaveBeenCalledExactlyOnceWith({ block: "start", behavior: "smooth" });
});

it("brings them into view again on the next press, after the visitor scrolled away", async () => {
  await calculateWithResultsAt(1400);
  await userEvent.click(screen.getByRole("button", { name: calculator.calculateLabel }));
  expect(screen.getByRole("heading", { name: calculator.resultsTitle })).toHaveFocus();
  expect(scrolled).toHaveBeenCalledTimes(2);
});
