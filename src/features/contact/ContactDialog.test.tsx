// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { contactIntents } from "~/collections/contact-intents";
import { site } from "~/collections/facts";
import { contactOpener } from "~/components/ui/invoker";
import { ContactDialog, SUCCESS_CLOSE_MS } from "./ContactDialog";
import { hydrateContactDialog } from "./hydrate-dialog";
import { forwardContactOpeners, HYDRATED_ATTRIBUTE, openerBeforeHydration } from "./openers";
import { renderContactDialog } from "./render-dialog";
import { type ContactField, type ContactValues, contactFields, messages } from "./schema";

// Lets a test play an opener pressed after the island read the page during hydration.
vi.mock("./openers", async (importOriginal) => {
  const openers = await importOriginal<typeof import("./openers")>();
  return { ...openers, openerBeforeHydration: vi.fn(openers.openerBeforeHydration) };
});

// The test DOM's showModal() sets the open attribute but skips the dialog's focusing step: the
// attribute and that step (the autofocus field, which React focuses itself in a client render) are
// all these tests need.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
  this.querySelector<HTMLElement>(
    '[autofocus], input:not([type=hidden]):not([tabindex="-1"])',
  )?.focus();
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event("close"));
};

// A screen whose pointer cannot hover (the test DOM answers media queries as a desktop would).
window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;

// The page's shell script: the test DOM lacks invoker commands, so it also opens the dialog.
forwardContactOpeners(document, null);

/** A page as the build renders it: a static opener button and the hydrated dialog island. */
function renderPage() {
  render(
    <>
      <button
        type="button"
        {...contactOpener({
          label: "Get Your ROI Analysis",
          source: "roi",
          intent: "consultation",
        })}
      >
        Open the form
      </button>
      <ContactDialog />
    </>,
  );
}

const required = {
  "First name": "Jane",
  "Last name": "Doe",
  Company: "Acme Plumbing",
  Email: "jane@example.com",
};
/** A consultation's form: the required fields and the optional ones it asks for. */
const filled = {
  ...required,
  "Phone (optional)": "(206) 555-0123",
  "What would you like to automate? (optional)": "Invoices by hand",
};

const user = userEvent.setup({ delay: null });
const dialog = () => document.getElementById("contact-dialog") as HTMLDialogElement;
const field = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const submitButton = () => screen.getByRole("button", { name: /consultation|submitting/i });

async function openForm() {
  await user.click(screen.getByRole("button", { name: "Open the form" }));
}

async function fill(values: Partial<typeof filled> = filled) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

/** A fetch whose answer the test gives later. */
function pendingFetch() {
  let answer: (response: Partial<Response>) => void = () => {};
  const fetch = vi.fn(() => new Promise<Partial<Response>>((resolve) => (answer = resolve)));
  vi.stubGlobal("fetch", fetch);
  return { fetch, answer: (response: Partial<Response>) => act(async () => answer(response)) };
}

let gtag: ReturnType<typeof vi.fn<NonNullable<Window["gtag"]>>>;

beforeEach(() => {
  gtag = vi.fn<NonNullable<Window["gtag"]>>();
  window.gtag = gtag;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete window.gtag;
});

// Role queries in a test DOM are slow on a busy machine; these tests type into many fields.
describe("ContactDialog", { timeout: 15_000 }, () => {
  it("opens as a modal named by the opener's label, focuses the first field and records it", async () => {
    renderPage();
    expect(dialog().open).toBe(false);
    await openForm();
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAccessibleName("Get Your ROI Analysis");
    expect(field("First name")).toHaveFocus();
    expect(gtag).toHaveBeenCalledWith("event", "contact_form_open", {
      event_category: "engagement",
      event_label: "roi",
    });
  });

  it("is a real form for a post without JavaScript and for static form detection", () => {
    renderPage();
    const form = dialog().querySelector("form") as HTMLFormElement;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/");
    expect(form).toHaveAttribute("name", "contact");
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
    const names = [...form.elements].map((element) => element.getAttribute("name"));
    expect(names).toEqual(
      expect.arrayContaining([
        "form-name",
        "bot-field",
        "firstName",
        "lastName",
        "company",
        "phone",
        "email",
        "description",
        "subject",
        "source",
        "intent",
      ]),
    );
    expect(form.elements.namedItem("form-name")).toHaveValue("contact");
    const honeypot = form.elements.namedItem("bot-field") as HTMLInputElement;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[hidden]")).toHaveAttribute("aria-hidden", "true");
  });

  it("closes from the close button and a backdrop click, not from a click inside", async () => {
    renderPage();
    await openForm();
    await user.click(screen.getByRole("heading", { name: "Get Your ROI Analysis" }));
    await user.click(field("Company"));
    expect(dialog().open).toBe(true);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().open).toBe(false);

    await openForm();
    await user.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it("shows the spec's messages tied to their fields, focuses the first and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderPage();
    await openForm();
    await fill({ "First name": "   ", Email: "jane@example", "Phone (optional)": "0123" });
    await user.click(submitButton());

    expect(fetch).not.toHaveBeenCalled();
    expect(field("First name")).toHaveFocus();
    const expected = {
      "First name": messages.firstName,
      "Last name": messages.lastName,
      Company: messages.company,
      Email: messages.emailInvalid,
      "Phone (optional)": messages.phone,
    };
    for (const [label, message] of Object.entries(expected)) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription(message);
    }
    const description = field("What would you like to automate? (optional)");
    expect(description).not.toHaveAttribute("aria-invalid");
    expect(description).not.toHaveAttribute("aria-describedby");
  });

  it("focuses the first invalid field in the order of the form", async () => {
    renderPage();
    await openForm();
    await fill({ "First name": "Jane", "Last name": "Doe", Company: "Acme" });
    await user.click(submitButton());
    expect(field("Email")).toHaveFocus();
    expect(field("Email")).toHaveAccessibleDescription(messages.emailRequired);
  });

  it("clears the error of the field being edited, and only that one", async () => {
    renderPage();
    await openForm();
    await user.click(submitButton());
    expect(screen.getByText(messages.lastName)).toBeInTheDocument();

    await user.type(field("Last name"), "D");
    expect(screen.queryByText(messages.lastName)).not.toBeInTheDocument();
    expect(field("Last name")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText(messages.firstName)).toBeInTheDocument();
    expect(screen.getByText(messages.company)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
  });

  it("posts exactly the form's urlencoded body with the subject and the source", async () => {
    const { fetch, answer } = pendingFetch();
    renderPage();
    await openForm();
    await fill({ ...filled, Company: "  Acme Plumbing " });
    await user.click(submitButton());

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({
      "Content-Type": "application/x-www-form-urlencoded",
      Accept: "application/json",
    });
    // What was typed, trimmed; every other field of the form empty, but the ones only an opener
    // fills in, which are left out when it names none (below).
    const typed: Partial<ContactValues> = {
      firstName: "Jane",
      lastName: "Doe",
      company: "Acme Plumbing",
      phone: "(206) 555-0123",
      email: "jane@example.com",
      description: "Invoices by hand",
    };
    const fromOpener: readonly ContactField[] = ["event", "package"];
    expect([...(init.body as URLSearchParams)]).toEqual([
      ["form-name", "contact"],
      ...contactFields
        .filter((name) => !fromOpener.includes(name))
        .map((name) => [name, typed[name] ?? ""]),
      ["bot-field", ""],
      ["subject", "New Automation Consultation Request - Acme Plumbing"],
      ["source", "roi"],
      ["intent", "consultation"],
    ]);
    await answer({ ok: true });
  });

  it("words the lead-in and the submit button for the opener's intent, and sends the intent", async () => {
    const { fetch, answer } = pendingFetch();
    render(
      <>
        <button
          type="button"
          {...contactOpener({
            label: "Register Now: Demo Day",
            source: "event",
            intent: "register",
          })}
        >
          Save my seat
        </button>
        <button
          type="button"
          {...contactOpener({ label: "Ask", source: "home", intent: "consultation" })}
        >
          Ask
        </button>
        <ContactDialog />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Save my seat" }));
    expect(dialog()).toHaveAccessibleName("Register Now: Demo Day");
    // The dialog holds every intent's wording; only the opener's is shown.
    expect(screen.getByText(contactIntents.register.leadIn)).toBeVisible();
    expect(screen.getByText(contactIntents.consultation.leadIn)).not.toBeVisible();
    const submit = screen.getByRole("button", {
      name: contactIntents.register.submit,
    });
    // Another opener's intent words the same form its own way.
    dialog().close();
    await user.click(screen.getByRole("button", { name: "Ask" }));
    expect(screen.getByText(contactIntents.consultation.leadIn)).toBeVisible();
    expect(submit).toHaveAccessibleName(contactIntents.consultation.submit);
    dialog().close();
    await user.click(screen.getByRole("button", { name: "Save my seat" }));
    await fill(required);
    await user.click(submit);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.body as URLSearchParams).get("intent")).toBe("register");
    expect((init.body as URLSearchParams).get("subject")).toBe(
      "New Automation Consultation Request - Acme Plumbing",
    );
    await answer({ ok: true });
    // The success view leads with what this request got.
    expect(screen.getByRole("heading", { name: contactIntents.register.success })).toBeVisible();
  });

  it("before hydration the shell script shows the opener's wording and fills in its intent", () => {
    const island = document.createElement("div");
    island.innerHTML = renderToString(<ContactDialog />);
    const opener = document.createElement("button");
    for (const [name, value] of Object.entries(
      contactOpener({ label: "Get Free Guide", source: "hero", intent: "guide" }),
    )) {
      if (value !== undefined) opener.setAttribute(name, value);
    }
    document.body.append(opener, island);
    try {
      opener.click();
      const shown = [...dialog().querySelectorAll<HTMLElement>("[data-intent]")]
        .filter((text) => !text.hidden)
        .map((text) => text.textContent);
      expect(shown).toEqual([contactIntents.guide.leadIn, contactIntents.guide.submit]);
      const intent = dialog().querySelector<HTMLInputElement>('input[name="intent"]');
      expect(intent).toHaveValue("guide");
      expect(intent).toBeEnabled();
    } finally {
      island.remove();
      opener.remove();
    }
  });

  it("posts the event and the package its opener names, and names the event on success", async () => {
    const { fetch, answer } = pendingFetch();
    const event = {
      title: "Demo Day",
      date: "March 14, 2024",
      time: "11:00 AM PT",
      calendar: "/events/2024-03-14-demo-day.ics",
    };
    render(
      <>
        <button
          type="button"
          {...contactOpener({ label: "Register Now", source: "event", intent: "register", event })}
        >
          Register Now
        </button>
        <button
          type="button"
          {...contactOpener({
            label: "Start",
            source: "pricing-package",
            intent: "consultation",
            package: "Discovery & Assessment",
          })}
        >
          Start
        </button>
        <ContactDialog />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Start" }));
    await fill();
    await user.click(screen.getByRole("button", { name: contactIntents.consultation.submit }));
    let body = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(body.get("package")).toBe("Discovery & Assessment");
    expect(body.has("event")).toBe(false);
    await answer({ ok: true });
    await user.click(screen.getByRole("button", { name: "Close" }));

    await user.click(screen.getByRole("button", { name: "Register Now" }));
    // A registration asks for the required fields only.
    expect(screen.queryByRole("textbox", { name: /phone/i })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /automate/i })).not.toBeInTheDocument();
    // user-event keeps its own record of what it typed, which the form's reset does not clear.
    for (const label of Object.keys(required)) await user.clear(field(label));
    await fill(required);
    await user.click(screen.getByRole("button", { name: contactIntents.register.submit }));
    body = (fetch.mock.calls[1] as unknown as [string, RequestInit])[1].body as URLSearchParams;
    expect(body.get("event")).toBe("Demo Day, March 14, 2024");
    expect(body.has("package")).toBe(false);
    expect(body.get("phone")).toBe("");
    await answer({ ok: true });
    const success = screen.getByRole("heading", { name: contactIntents.register.success });
    const view = success.parentElement as HTMLElement;
    expect(view).toHaveTextContent("Demo Day");
    expect(view).toHaveTextContent("March 14, 2024, 11:00 AM PT");
    const calendar = screen.getByRole("link", { name: contactIntents.register.nextStep });
    expect(calendar).toHaveAttribute("href", event.calendar);
    expect(calendar).toHaveAttribute("download");
  });

  it("before hydration the shell script fills in the event and shows only the fields the request uses", () => {
    const island = document.createElement("div");
    island.innerHTML = renderToString(<ContactDialog />);
    const opener = document.createElement("button");
    const event = {
      title: "Demo Day",
      date: "March 14, 2024",
      time: "11:00 AM PT",
      calendar: "/e.ics",
    };
    for (const [name, value] of Object.entries(
      contactOpener({ label: "Subscribe", source: "event", intent: "subscribe", event }),
    )) {
      if (value !== undefined) opener.setAttribute(name, value);
    }
    document.body.append(opener, island);
    try {
      // The form as built: the consultation's, every field shown and sent.
      const phone = dialog().querySelector<HTMLInputElement>('input[name="phone"]');
      expect(phone).toBeEnabled();
      opener.click();
      expect(phone).toBeDisabled();
      expect(phone?.closest("[data-intents]")).toHaveAttribute("hidden");
      expect(dialog().querySelector('textarea[name="description"]')).toBeDisabled();
      const posted = dialog().querySelector<HTMLInputElement>('input[name="event"]');
      expect(posted).toHaveValue("Demo Day, March 14, 2024");
      expect(posted).toBeEnabled();
      expect(dialog().querySelector('input[name="package"]')).toBeDisabled();
    } finally {
      island.remove();
      opener.remove();
    }
  });

  it("a touch inside the success view holds its timer until a press outside it", async () => {
    const { answer } = pendingFetch();
    renderPage();
    await openForm();
    await fill();
    await user.click(submitButton());
    vi.useFakeTimers();
    await answer({ ok: true });
    const heading = screen.getByRole("heading", { name: contactIntents.consultation.success });
    // A finger enters and leaves with the touch; the press itself is what holds.
    fireEvent.pointerEnter(heading, { pointerType: "touch" });
    fireEvent.pointerDown(heading, { pointerType: "touch" });
    fireEvent.pointerLeave(heading, { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS * 3));
    expect(dialog().open).toBe(true);
    fireEvent.pointerDown(screen.getByRole("button", { name: "Close" }), { pointerType: "touch" });
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(dialog().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().open).toBe(false);
  });

  it("shows 'Submitting...' on a disabled button while the request is pending", async () => {
    const { answer } = pendingFetch();
    renderPage();
    await openForm();
    await fill();
    await user.click(submitButton());
    expect(submitButton()).toHaveTextContent("Submitting...");
    expect(submitButton()).toBeDisabled();
    await answer({ ok: true });
  });

  it("on success shows the promise, records it, and after 9 s clears the form and closes", async () => {
    const { answer } = pendingFetch();
    renderPage();
    await openForm();
    await fill();
    await user.click(submitButton());
    // Fake timers from here on; user-event waits on real ones, so the rest uses fireEvent.
    vi.useFakeTimers();
    await answer({ ok: true });

    const success = screen.getByRole("heading", { name: contactIntents.consultation.success });
    expect(success).toHaveFocus();
    // The specification's promise, word for word, under the request's own outcome.
    expect(success.parentElement).toHaveTextContent(
      "review within 2 business hours and a free 30-minute strategy consultation",
    );
    // A consultation can pick its time at once.
    const booking = screen.getByRole("link", { name: /^Pick a time now/ });
    expect(booking).toHaveAttribute("href", site.bookingUrl);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(gtag).toHaveBeenCalledWith("event", "contact_form_submit", {
      event_category: "conversion",
      event_label: "roi",
      value: 1,
    });

    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(dialog().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().open).toBe(false);
    expect(SUCCESS_CLOSE_MS).toBe(9000);

    fireEvent.click(screen.getByRole("button", { name: "Open the form" }));
    expect(
      screen.queryByRole("heading", { name: contactIntents.consultation.success }),
    ).not.toBeInTheDocument();
    for (const label of Object.keys(filled)) expect(field(label)).toHaveValue("");
  });

  it("holds the success view's timer while the pointer or the visitor's focus is in it", async () => {
    const { answer } = pendingFetch();
    render(
      <>
        <button
          type="button"
          {...contactOpener({ label: "Get Free Guide", source: "hero", intent: "guide" })}
        >
          Open the form
        </button>
        <ContactDialog />
      </>,
    );
    await openForm();
    await fill(required);
    await user.click(screen.getByRole("button", { name: contactIntents.guide.submit }));
    vi.useFakeTimers();
    await answer({ ok: true });
    const heading = screen.getByRole("heading", { name: contactIntents.guide.success });
    const view = heading.parentElement?.parentElement as HTMLElement;
    const link = screen.getByRole("link", { name: /^Download/ });

    // The heading's own focus, given by the dialog, holds nothing.
    expect(heading).toHaveFocus();
    fireEvent.pointerEnter(view, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS * 3));
    expect(dialog().open).toBe(true);
    fireEvent.pointerLeave(view, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(dialog().open).toBe(true);

    // Focus moved to the download link holds it too; back on the heading it runs again, afresh.
    act(() => link.focus());
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS * 3));
    expect(dialog().open).toBe(true);
    act(() => heading.focus());
    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1));
    expect(dialog().open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(dialog().open).toBe(false);
  });

  it("closed by the visitor after a send, it opens again on an empty form that no timer closes", async () => {
    const { answer } = pendingFetch();
    renderPage();
    await openForm();
    await fill();
    await user.click(submitButton());
    vi.useFakeTimers();
    await answer({ ok: true });
    expect(
      screen.getByRole("heading", { name: contactIntents.consultation.success }),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS - 1000));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Open the form" }));
    expect(
      screen.queryByRole("heading", { name: contactIntents.consultation.success }),
    ).not.toBeInTheDocument();
    for (const label of Object.keys(filled)) expect(field(label)).toHaveValue("");

    act(() => vi.advanceTimersByTime(SUCCESS_CLOSE_MS));
    expect(dialog().open).toBe(true);
  });

  it.each([
    ["an error status", { ok: false, status: 500 }],
    ["a network error", new TypeError("Failed to fetch")],
  ])("on %s logs the failure, alerts and keeps the form and its values", async (_, outcome) => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(() => (outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome))),
    );
    renderPage();
    await openForm();
    await fill();
    await user.click(submitButton());

    // The request settles after the click, and React renders the state it set after that.
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        "There was an error submitting your form. Please try again.",
      ),
    );
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(consoleError).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Form submission failed" }),
    );
    expect(dialog().open).toBe(true);
    for (const [label, value] of Object.entries(filled)) expect(field(label)).toHaveValue(value);
    expect(
      screen.queryByRole("heading", { name: contactIntents.consultation.success }),
    ).not.toBeInTheDocument();
    expect(gtag).not.toHaveBeenCalledWith("event", "contact_form_submit", expect.anything());
  });

  it("keeps each page's form to itself: another page starts fresh", async () => {
    renderPage();
    await openForm();
    await user.type(field("First name"), "Jane");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await openForm();
    expect(field("First name")).toHaveValue("Jane");
    await user.click(screen.getByRole("button", { name: "Close" }));

    // The next page is a new document with its own island.
    cleanup();
    renderPage();
    expect(dialog().open).toBe(false);
    await openForm();
    expect(field("First name")).toHaveValue("");
  });

  it("stays open, with the opener's heading and source, when pressed while React hydrates it", async () => {
    const { fetch, answer } = pendingFetch();
    const island = document.createElement("div");
    island.innerHTML = renderToString(<ContactDialog />);
    const opener = document.createElement("button");
    for (const [name, value] of Object.entries(
      contactOpener({ label: "Get Your ROI Analysis", source: "roi", intent: "consultation" }),
    )) {
      if (value !== undefined) opener.setAttribute(name, value);
    }
    document.body.append(opener, island);
    const serverDialog = dialog();
    // React reads the page first; the visitor's press lands before React commits.
    vi.mocked(openerBeforeHydration).mockImplementationOnce(() => {
      opener.click();
      return undefined;
    });
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(island, <ContactDialog />, {
        onRecoverableError: (error) => recoverableErrors.push(error),
      });
    });

    expect(recoverableErrors).toEqual([]);
    expect(dialog()).toBe(serverDialog);
    expect(dialog().open).toBe(true);
    expect(dialog()).toHaveAccessibleName("Get Your ROI Analysis");
    await fill();
    await user.click(submitButton());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.body as URLSearchParams).get("source")).toBe("roi");
    await answer({ ok: true });
    island.remove();
    opener.remove();
  });

  it("hydrates the dialog the build rendered, in place, keeping what was typed, without a mismatch", async () => {
    const island = document.createElement("div");
    island.innerHTML = renderContactDialog();
    document.body.append(island);
    const built = dialog();
    // The dialog is closed: no role query finds its fields.
    const firstName = () => island.querySelector<HTMLInputElement>('input[name="firstName"]');
    (firstName() as HTMLInputElement).value = "Jane";
    const errors = vi.spyOn(console, "error");

    await act(async () => hydrateContactDialog(island));

    expect(errors).not.toHaveBeenCalled();
    expect(dialog()).toBe(built);
    expect(built).toHaveAttribute(HYDRATED_ATTRIBUTE, "");
    expect(firstName()).toHaveValue("Jane");
    island.remove();
  });
});
