// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { clearRefusal, editTrail, findField, showRefusal } from "./field-landing";

/** Keystatic's markup for a group of fields, as the editor draws it (trimmed to what is read). */
function drawEntry() {
  document.body.innerHTML = `
    <div id="editor">
      <div role="group" aria-labelledby="hero-label"><span id="hero-label">Hero</span>
        <label for="eyebrow">Eyebrow<span><span aria-hidden="true">*</span></span></label><input id="eyebrow">
        <label for="hero-headline">Headline<span><span aria-hidden="true">*</span></span></label><input id="hero-headline">
        <div role="group" aria-labelledby="buttons-label"><span id="buttons-label">Buttons</span><div role="grid"></div></div>
      </div>
      <div role="group" aria-labelledby="steps-label"><span id="steps-label">Steps</span>
        <label for="steps-headline">Headline</label><input id="steps-headline">
      </div>
    </div>`;
  return document.getElementById("editor") as HTMLElement;
}

describe("landing on a field from the preview's Edit", () => {
  it("reads the labels from the address", () => {
    expect(editTrail("#edit=Hero%20%E2%80%BA%20Headline")).toEqual(["Hero", "Headline"]);
    expect(editTrail("#other")).toEqual([]);
    expect(editTrail("#edit=%E0%A4%A")).toEqual([]);
  });

  it("finds the field inside its group, not a field of the same name elsewhere", () => {
    const root = drawEntry();
    expect(findField(root, ["Hero", "Headline"])?.id).toBe("hero-headline");
    expect(findField(root, ["Steps", "Headline"])?.id).toBe("steps-headline");
  });

  it("stops at the list for a list item, and at the deepest label it finds", () => {
    const root = drawEntry();
    expect(
      findField(root, ["Hero", "Buttons", "item 2", "Label"])?.getAttribute("aria-labelledby"),
    ).toBe("buttons-label");
    expect(findField(root, ["Hero", "Gone"])?.getAttribute("aria-labelledby")).toBe("hero-label");
    expect(findField(root, ["Nowhere"])).toBeNull();
  });
});

describe("a save the server refused", () => {
  it("is said under its field, and a second refusal replaces the first", () => {
    const root = drawEntry();
    showRefusal(root, { trail: ["Hero", "Headline"], problem: "must not be empty" });
    const note = root.querySelector("[role=alert]");
    expect(note?.textContent).toBe("Not saved: Hero › Headline: must not be empty");
    expect(
      note?.previousElementSibling?.querySelector("#hero-headline") ?? note?.previousElementSibling,
    ).toBeTruthy();
    expect(document.activeElement?.id).toBe("hero-headline");

    showRefusal(root, {
      trail: ["Hero", "Buttons", "item 2"],
      problem: 'Unknown source "nope"',
    });
    const notes = root.querySelectorAll("[role=alert]");
    expect(notes).toHaveLength(1);
    // A list item is said under its list's heading, with the item's number.
    expect(notes[0]?.previousElementSibling?.id).toBe("buttons-label");
    expect(notes[0]?.textContent).toBe('Not saved: Hero › Buttons › item 2: Unknown source "nope"');

    clearRefusal(root);
    expect(root.querySelector("[role=alert]")).toBeNull();
  });
});
