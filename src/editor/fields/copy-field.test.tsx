// @vitest-environment happy-dom

import { KeystarProvider } from "@keystar/ui/core";
import { type BasicFormField, type FormFieldStoredValue, fields } from "@keystatic/core";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVED_EVENT } from "~/lib/editor-paths";
import { bundledFacts } from "~/lib/tokens";
import { type CopyFieldOptions, copyField } from "./copy-field";
import { resetSavedFacts } from "./live-facts";

const pattern = {
  regex: /^(?=[\s\S]*\S)(?:\{\{[\w.|]+\}\}|(?!\{\{)[\s\S])*$/,
  message: "Say more",
};
const optionSets: CopyFieldOptions[] = [
  { label: "Lead", multiline: true, validation: { isRequired: true, pattern } },
  { label: "Title", validation: { isRequired: true, pattern } },
  { label: "Eyebrow", validation: { pattern: { regex: /^$|\S/, message: "Not only spaces" } } },
  { label: "Note" },
];
const probes: FormFieldStoredValue[] = [
  undefined,
  "",
  "   ",
  "Save {{claims.hoursSavedWeekly}} hours",
  "Two {{ in a row",
  "A line\nand another",
  7,
  true,
  { text: "no" },
];

/** What a field does with a stored value: parsed, checked and stored again, or its message. */
function outcome(field: BasicFormField<string>, stored: FormFieldStoredValue) {
  try {
    const parsed = field.parse(stored);
    try {
      field.validate(parsed);
    } catch (error) {
      return { parsed, refused: (error as Error).message };
    }
    return { parsed, saved: field.serialize(parsed).value, read: field.reader.parse(stored) };
  } catch (error) {
    return { unreadable: (error as Error).message };
  }
}

describe("the copy field's rules", () => {
  it.each(optionSets)("are Keystatic's text field's for $label", (options) => {
    const ours = copyField(options);
    const keystatics = fields.text(options) as unknown as BasicFormField<string>;
    expect(ours.label).toBe(keystatics.label);
    expect(ours.defaultValue()).toBe(keystatics.defaultValue());
    for (const probe of probes) {
      expect(outcome(ours, probe), JSON.stringify(probe)).toEqual(outcome(keystatics, probe));
    }
  });
});

const facts = structuredClone(bundledFacts);
facts.pricing.implementation.price = "$4,900";
facts.claims.hoursSavedWeekly = "25+";

const answer = (body: unknown, type = "application/json") =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    headers: { "Content-Type": type },
  });

const lead = copyField(optionSets[0] as CopyFieldOptions);
const title = copyField(optionSets[1] as CopyFieldOptions);

/** A field as Keystatic draws it: the stored value in its state, written back on each change. */
function Harness({
  field,
  stored,
  onStored = () => {},
  forceValidation = false,
}: {
  field: BasicFormField<string>;
  stored: string;
  onStored?: (stored: string) => void;
  forceValidation?: boolean;
}) {
  const [value, setValue] = useState(stored);
  const { Input } = field;
  // The field's question uses Keystar's buttons, which read the provider the editor draws in.
  return (
    <KeystarProvider>
      <Input
        value={value}
        onChange={(next) => {
          setValue(next);
          onStored(next);
        }}
        autoFocus={false}
        forceValidation={forceValidation}
      />
    </KeystarProvider>
  );
}

/** The Title field holding "From {{pricing.implementation.price}}", shown once the facts arrived. */
async function titleWithPrice() {
  vi.stubGlobal("fetch", async () => answer(facts));
  const stored = vi.fn();
  render(
    <Harness field={title} stored="From {{pricing.implementation.price}}" onStored={stored} />,
  );
  const box = screen.getByRole("textbox", { name: /Title/ });
  await waitFor(() => expect(box).toHaveValue("From $4,900"));
  return { box, stored };
}

describe("the copy field in the editor", () => {
  beforeEach(() => resetSavedFacts());
  afterEach(cleanup);

  it("shows the saved figures, says where each is set, and asks the server once for every field", async () => {
    const fetcher = vi.fn(async () => answer(facts));
    vi.stubGlobal("fetch", fetcher);
    render(
      <>
        <Harness
          field={lead}
          stored="Implementation is {{pricing.implementation.price}}, saving {{claims.hoursSavedWeekly}} hours."
        />
        <Harness field={title} stored="{{site.founder.firstName}} answers" />
      </>,
    );
    const box = screen.getByRole("textbox", { name: /Lead/ });
    await waitFor(() => expect(box).toHaveValue("Implementation is $4,900, saving 25+ hours."));
    expect(screen.getByRole("textbox", { name: /Title/ })).toHaveValue(
      `${bundledFacts.site.founder.firstName} answers`,
    );
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith("/keystatic/facts", expect.anything());

    const link = screen.getAllByRole("link", { name: "Prices and figures" })[0];
    expect(link).toHaveAttribute("href", "/keystatic/singleton/claims");
    expect(link?.closest("li")).toHaveTextContent(
      "$4,900 is Strategic Implementation › Price, set in Prices and figures",
    );
    // The notes describe the field to a screen reader too.
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining("25+ is Figures the pages state"),
    );
    expect(screen.getByRole("link", { name: "Company facts" })).toHaveAttribute(
      "href",
      "/keystatic/singleton/site",
    );
    expect(document.body.textContent).not.toContain("{{");
  });

  it("keeps the figures as tokens in the stored text while the owner types around them", async () => {
    const { box, stored } = await titleWithPrice();
    await userEvent.type(box, " flat");
    expect(stored).toHaveBeenLastCalledWith("From {{pricing.implementation.price}} flat");
    // Backspace into the figure: nothing changes until the owner says it is a price of its own.
    await userEvent.type(box, "{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}");
    expect(stored).toHaveBeenLastCalledWith("From {{pricing.implementation.price}}");
    expect(box).toHaveValue("From $4,90");
    expect(screen.getByText("Use a different price here only?")).toBeVisible();
    // The question describes the box, so a screen reader hears it with the change.
    const question = document.getElementById(box.getAttribute("aria-describedby") ?? "");
    expect(question).toHaveTextContent(
      "$4,900 is Strategic Implementation › Price, set in Prices and figures: change it there and every page that states it changes with it.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Keep $4,900" }));
    expect(box).toHaveValue("From $4,900");
    expect(screen.queryByText("Use a different price here only?")).toBeNull();

    await userEvent.type(box, "{Backspace}");
    await userEvent.click(screen.getByRole("button", { name: "Use a different price here only" }));
    expect(stored).toHaveBeenLastCalledWith("From $4,90");
    await userEvent.type(box, "5");
    expect(stored).toHaveBeenLastCalledWith("From $4,905");
  });

  it("is the figure again when its value is typed back", async () => {
    const { box, stored } = await titleWithPrice();
    await userEvent.type(box, "{Backspace}");
    await userEvent.type(box, "0");
    // The question went with the change it asked about, and the note is back.
    expect(screen.queryByText("Use a different price here only?")).toBeNull();
    expect(stored).not.toHaveBeenCalled();
    await userEvent.type(box, "{Backspace}");
    await userEvent.click(screen.getByRole("button", { name: "Use a different price here only" }));
    expect(stored).toHaveBeenLastCalledWith("From $4,90");
    await userEvent.type(box, "0");
    expect(stored).toHaveBeenLastCalledWith("From {{pricing.implementation.price}}");
    expect(
      screen.getByRole("link", { name: "Prices and figures" }).closest("li"),
    ).toHaveTextContent("$4,900 is Strategic Implementation › Price");
  });

  it("keeps the facts the editor was built with where the server has no answer", async () => {
    // `npm run edit`'s development server answers /keystatic/facts with the editor's page.
    vi.stubGlobal("fetch", async () =>
      answer("<!doctype html><title>Keystatic</title>", "text/html"),
    );
    render(<Harness field={title} stored="From {{pricing.implementation.price}}" />);
    const box = screen.getByRole("textbox", { name: /Title/ });
    await act(async () => {});
    expect(box).toHaveValue(`From ${bundledFacts.pricing.implementation.price}`);
  });

  it("asks again after a save, so a changed price shows", async () => {
    const fetcher = vi.fn(async () => answer(bundledFacts));
    vi.stubGlobal("fetch", fetcher);
    render(<Harness field={title} stored="From {{pricing.implementation.price}}" />);
    const box = screen.getByRole("textbox", { name: /Title/ });
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    fetcher.mockImplementation(async () => answer(facts));
    window.dispatchEvent(new Event(SAVED_EVENT));
    await waitFor(() => expect(box).toHaveValue("From $4,900"));
  });

  it("shows its rule's message once a save is tried, as Keystatic's field does", async () => {
    vi.stubGlobal("fetch", async () => answer(facts));
    const { rerender } = render(<Harness field={lead} stored="" />);
    expect(screen.queryByText("Lead must not be empty")).toBeNull();
    rerender(<Harness field={lead} stored="" forceValidation />);
    expect(await screen.findByText("Lead must not be empty")).toBeVisible();
  });
});
