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
  scrolled.mockClear();
  lessMotion = false;
  Element.prototype.scrollIntoView = scrolled;
  window.innerHeight = 800;
  window.matchMedia = (query: string) =>
    ({ matches: query.includes("reduce") && lessMotion, media: query }) as MediaQueryList;
});
afterEach(cleanup);

/** Fills the form, places the results `top` px from the screen's top, and presses Calculate. */
async function calculateWithResultsAt(top: number) {
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
  results.style.scrollMarginTop = "80px";
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
  expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
});

it("brings them up from the lower half or below the screen (a phone, under the form)", async () => {
  await calculateWithResultsAt(1400);
  expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "smooth" });
});

it("moves at once for a visitor who asks for less motion", async () => {
  lessMotion = true;
  await calculateWithResultsAt(1400);
  expect(scrolled).toHaveBeenCalledWith({ block: "start", behavior: "instant" });
});
