import { describe, expect, it } from "vitest";
import {
  copyFigures,
  copyPieces,
  editCopy,
  relinkFigures,
  shownCopy,
  unlinkedFigures,
} from "./copy-edit";

/** Facts of their own, so the cases read on their own whatever the site's files say. */
const facts = {
  pricing: { implementation: { price: "$4,900" }, discovery: { price: "$1,500" } },
  claims: { hoursSavedWeekly: "20+", roiGuaranteeMonths: 6 },
  priceLabels: { processAutomation: "Starting at $4,500" },
  site: { foundingYear: 2020, name: "Emerald City Automation" },
};

const price = "{{pricing.implementation.price}}";
const hours = "{{claims.hoursSavedWeekly}}";

/**
 * The owner's edit as the browser makes it: the shown text with `from`-`to` replaced by `typed`,
 * the cursor after what was typed.
 */
function edit(stored: string, from: number, to: number, typed: string) {
  const shown = shownCopy(stored, facts);
  const after = shown.slice(0, from) + typed + shown.slice(to);
  const result = editCopy(stored, after, facts, from + typed.length);
  // Whatever the stored form, the owner sees exactly what they typed.
  expect(shownCopy(result, facts)).toBe(after);
  return result;
}
const at = (stored: string, text: string) => shownCopy(stored, facts).indexOf(text);

describe("the shown text", () => {
  it("shows each figure as its current value, numbers and lower case too", () => {
    expect(
      shownCopy(
        `Implementation is ${price}, {{ priceLabels.processAutomation | lower }} since {{site.foundingYear}}`,
        facts,
      ),
    ).toBe("Implementation is $4,900, starting at $4,500 since 2020");
  });

  it("keeps a token that names no fact as written, and plain text as it is", () => {
    expect(shownCopy("Save {{claims.nope}} hours {{ and", facts)).toBe(
      "Save {{claims.nope}} hours {{ and",
    );
    expect(copyPieces("Save {{claims.nope}} hours", facts)).toEqual([
      { kind: "text", text: "Save {{claims.nope}} hours" },
    ]);
  });

  it("lists each figure once, in order", () => {
    expect(
      copyFigures(`${hours} a week, ${price}, ${hours} again`, facts).map(({ name }) => name),
    ).toEqual(["claims.hoursSavedWeekly", "pricing.implementation.price"]);
  });

  it("follows the facts it is given: a new price shows at once", () => {
    const newer = { ...facts, pricing: { implementation: { price: "$5,200" } } };
    expect(shownCopy(`Only ${price}`, newer)).toBe("Only $5,200");
  });
});

describe("an edit of the shown text", () => {
  const stored = `Implementation costs ${price} and saves ${hours} hours a week.`;

  it("changes nothing when the text is the same", () => {
    expect(editCopy(stored, shownCopy(stored, facts), facts)).toBe(stored);
  });

  it("typing in plain text keeps every figure", () => {
    const place = at(stored, "costs");
    expect(edit(stored, place, place + "costs".length, "is")).toBe(
      `Implementation is ${price} and saves ${hours} hours a week.`,
    );
    expect(edit(stored, 0, 0, "Our ")).toBe(`Our ${stored}`);
    const end = shownCopy(stored, facts).length;
    expect(edit(stored, end - 1, end, "!")).toBe(stored.replace("week.", "week!"));
  });

  it("typing right before or right after a figure keeps it", () => {
    const start = at(stored, "$4,900");
    expect(edit(stored, start, start, "only ")).toBe(stored.replace(price, `only ${price}`));
    const end = start + "$4,900".length;
    expect(edit(stored, end, end, " flat")).toBe(stored.replace(price, `${price} flat`));
  });

  it("typing inside a figure makes it text of its value, then the edit applies", () => {
    const inside = at(stored, "900");
    expect(edit(stored, inside, inside + 1, "5")).toBe(
      `Implementation costs $4,500 and saves ${hours} hours a week.`,
    );
  });

  it("deleting a figure removes it and nothing else", () => {
    const start = at(stored, "$4,900 ");
    expect(edit(stored, start, start + "$4,900 ".length, "")).toBe(
      `Implementation costs and saves ${hours} hours a week.`,
    );
    // Backspace over its last character: the rest of its value stays, as text.
    const last = at(stored, "0 and");
    expect(edit(stored, last, last + 1, "")).toBe(
      `Implementation costs $4,90 and saves ${hours} hours a week.`,
    );
  });

  it("pasting over several figures makes the pasted text plain, the figures outside stay", () => {
    const text = `${hours} a week, ${price} once, {{claims.roiGuaranteeMonths}} months' guarantee.`;
    const from = at(text, "a week");
    const to = at(text, " once");
    expect(edit(text, from, to, "or")).toBe(
      `${hours} or once, {{claims.roiGuaranteeMonths}} months' guarantee.`,
    );
    const wide = at(text, "6 months");
    expect(edit(text, 0, wide + 1, "Twelve")).toBe("Twelve months' guarantee.");
  });

  it("pasting the same value over a figure keeps the figure", () => {
    const start = at(stored, "$4,900");
    expect(edit(stored, start, start + "$4,900".length, "$4,900")).toBe(stored);
  });

  it("tells a figure from the same value written as text", () => {
    const text = `${hours} hours, and 20+ clients, and 20+ years`;
    // Deleting the literal 20+ leaves the figure a figure.
    const literal = at(text, "20+ clients");
    expect(edit(text, literal, literal + "20+ ".length, "")).toBe(
      `${hours} hours, and clients, and 20+ years`,
    );
    // Deleting the figure leaves the literal ones as they are.
    expect(edit(text, 0, "20+ ".length, "")).toBe("hours, and 20+ clients, and 20+ years");
  });

  it("where the same characters repeat, the cursor says which were typed or deleted", () => {
    // "20+" shown from the figure, then "20+" typed as text right after it.
    const text = `${hours}20+ a week`;
    expect(edit(text, 3, 6, "")).toBe(`${hours} a week`);
    expect(edit(text, 0, 3, "")).toBe("20+ a week");
    // Typing "2" before the figure, whose value starts with "2": the figure stays.
    expect(edit(hours, 0, 0, "2")).toBe(`2${hours}`);
    expect(edit(hours, 3, 3, "+")).toBe(`${hours}+`);
    // Without a cursor the place that keeps the most figures is taken.
    expect(editCopy(hours, "220+", facts)).toBe(`2${hours}`);
    expect(editCopy(`${hours}20+`, "20+", facts)).toBe(hours);
  });

  it("a figure in lower case stays one, and becomes its lower-case value when touched", () => {
    const text = "Projects are {{priceLabels.processAutomation|lower}}.";
    expect(edit(text, 0, "Projects".length, "Builds")).toBe(
      "Builds are {{priceLabels.processAutomation|lower}}.",
    );
    const dollar = at(text, "$");
    expect(edit(text, dollar, dollar + 1, "€")).toBe("Projects are starting at €4,500.");
  });

  it("keeps a token as written, spaces and all, when the edit is elsewhere", () => {
    const text = "By {{ site.name }}, since {{site.foundingYear}}";
    expect(edit(text, 0, 2, "From")).toBe("From {{ site.name }}, since {{site.foundingYear}}");
  });

  it("works across lines", () => {
    const text = `First line with ${price}\nSecond line with ${hours}\nThird line`;
    const second = at(text, "Second");
    expect(edit(text, second, second + "Second".length, "2nd")).toBe(
      `First line with ${price}\n2nd line with ${hours}\nThird line`,
    );
    const newline = at(text, "\nSecond");
    expect(edit(text, newline, newline + 1, " ")).toBe(
      `First line with ${price} Second line with ${hours}\nThird line`,
    );
    expect(edit(text, newline, newline, "\n")).toBe(
      `First line with ${price}\n\nSecond line with ${hours}\nThird line`,
    );
  });

  it("emptying the field empties the stored text", () => {
    expect(edit(stored, 0, shownCopy(stored, facts).length, "")).toBe("");
  });

  it("keeps a token that names no fact as text, where the field's check will find it", () => {
    const text = "Save {{claims.nope}} hours";
    expect(edit(text, 0, 4, "Gain")).toBe("Gain {{claims.nope}} hours");
  });
});

describe("any edit", () => {
  /** A small seeded generator: the same cases every run, so a failure can be replayed. */
  function seeded(seed: number) {
    let state = seed;
    return (below: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state % below;
    };
  }
  const parts = [price, hours, "{{claims.roiGuaranteeMonths}}", "20+", "$4,900", " ", "a", "\n"];

  it("shows what was typed and keeps every figure it did not touch", () => {
    const random = seeded(53);
    for (let round = 0; round < 2000; round++) {
      const stored = Array.from({ length: 1 + random(6) }, () => parts[random(parts.length)]).join(
        "",
      );
      const shown = shownCopy(stored, facts);
      const from = random(shown.length + 1);
      const to = from + random(shown.length - from + 1);
      const typed = ["", "2", "0", "+", "x y", "$4,900", "20+"][random(7)] ?? "";
      const result = edit(stored, from, to, typed);
      // Each figure outside the replaced stretch (an insertion at its edge included) is still a token.
      let place = 0;
      let untouched = 0;
      for (const piece of copyPieces(stored, facts)) {
        const start = place;
        place += piece.kind === "text" ? piece.text.length : piece.shown.length;
        const inserted = from === to && start < from && from < place;
        if (piece.kind === "figure" && (place <= from || start >= to) && !inserted) untouched++;
      }
      const figuresAfter = copyPieces(result, facts).filter((piece) => piece.kind === "figure");
      expect(
        figuresAfter.length,
        JSON.stringify({ stored, from, to, typed }),
      ).toBeGreaterThanOrEqual(untouched);
    }
  });
});

describe("a figure typed back", () => {
  const figures = copyFigures(`${price} and ${hours}`, facts);

  it("names the figures an edit made text, and only those", () => {
    const after = editCopy(`From ${price}, ${hours} hours`, "From $4,90, 20+ hours", facts);
    expect(
      unlinkedFigures(`From ${price}, ${hours} hours`, after, facts).map(({ name }) => name),
    ).toEqual(["pricing.implementation.price"]);
    expect(unlinkedFigures(`From ${price}`, `Only ${price}`, facts)).toEqual([]);
  });

  it("is the figure again wherever its value stands whole", () => {
    expect(relinkFigures("From $4,900 flat", figures, facts)).toBe(`From ${price} flat`);
    expect(relinkFigures("$4,900. Save 20+ hours", figures, facts)).toBe(
      `${price}. Save ${hours} hours`,
    );
  });

  it("stays text inside a longer number, and leaves other figures and text alone", () => {
    for (const text of ["$4,9000", "$4,900.50", "$4,900,000", "US$4,900", "120+ hours", "$1,500"]) {
      expect(relinkFigures(text, figures, facts), text).toBe(text);
    }
    expect(relinkFigures(`${price} or $4,900`, figures, facts)).toBe(`${price} or ${price}`);
  });
});
