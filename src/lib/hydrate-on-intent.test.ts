// @vitest-environment happy-dom
import { hydrateOnIntent } from "./hydrate-on-intent";

/** A page with an opener, an unrelated button and a part to hydrate holding a closed dialog. */
function setUp() {
  document.body.innerHTML = `
    <button id="opener" commandfor="contact-dialog" command="show-modal"><span>Get started</span></button>
    <button id="other">Menu</button>
    <a id="link" href="/pricing"><span>Pricing</span></a>
    <div id="part"><dialog id="contact-dialog"><input id="first" /></dialog></div>`;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const hydrate = vi.fn(async () => {});
  hydrateOnIntent(byId("part"), "[commandfor=contact-dialog]", hydrate);
  return { hydrate, byId };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("hydrateOnIntent", () => {
  it("loads nothing while the page is left alone", () => {
    vi.useFakeTimers();
    const { hydrate } = setUp();
    vi.advanceTimersByTime(60_000);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it.each([
    ["a pointer over an opener's label", "pointerover"],
    ["a press on an opener", "pointerdown"],
    ["a touch on an opener", "touchstart"],
    ["the focus reaching an opener", "focusin"],
  ])("hydrates once on %s", async (_, type) => {
    vi.useFakeTimers();
    const { hydrate, byId } = setUp();
    byId("opener")
      .querySelector("span")
      ?.dispatchEvent(new Event(type, { bubbles: true }));
    byId("opener").dispatchEvent(new Event(type, { bubbles: true }));
    // Not before the frame that answers the input.
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates when the dialog inside the part opens, or the focus enters it", async () => {
    const opened = setUp();
    opened.byId("contact-dialog").dispatchEvent(new Event("toggle"));
    await vi.waitFor(() => expect(opened.hydrate).toHaveBeenCalledTimes(1));

    const focused = setUp();
    focused.byId("first").dispatchEvent(new Event("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(focused.hydrate).toHaveBeenCalledTimes(1));
  });

  it.each([
    ["the dialog was opened", { open: true }],
    ["the focus was inside it", { open: false, focus: true }],
  ])("hydrates at once when, before the page's script ran, %s", async (_, before) => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div id="part"><dialog ${before.open ? "open" : ""}><input id="first" /></dialog></div>`;
    if ("focus" in before) (document.getElementById("first") as HTMLInputElement).focus();
    const hydrate = vi.fn(async () => {});
    hydrateOnIntent(document.getElementById("part") as HTMLElement, "", hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("does not count a pointer over another element as intent", () => {
    vi.useFakeTimers();
    const { hydrate, byId } = setUp();
    byId("other").dispatchEvent(new Event("pointerover", { bubbles: true }));
    byId("other").dispatchEvent(new Event("focusin", { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it("does not count a press or a key on a link, which leaves the page", async () => {
    vi.useFakeTimers();
    const { hydrate, byId } = setUp();
    for (const type of ["pointerdown", "keydown", "touchstart"]) {
      byId("link")
        .querySelector("span")
        ?.dispatchEvent(new Event(type, { bubbles: true }));
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(hydrate).not.toHaveBeenCalled();
  });

  it.each([
    ["a key", "keydown"],
    ["a press elsewhere", "pointerdown"],
    ["a wheel turn", "wheel"],
  ])(
    "after the visitor's first interaction (%s), hydrates once the browser is idle",
    async (_, type) => {
      vi.useFakeTimers();
      const { hydrate, byId } = setUp();
      byId("other").dispatchEvent(new Event(type, { bubbles: true }));
      expect(hydrate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(10);
      expect(hydrate).toHaveBeenCalledTimes(1);
      byId("other").dispatchEvent(new Event("keydown", { bubbles: true }));
      await vi.advanceTimersByTimeAsync(10);
      expect(hydrate).toHaveBeenCalledTimes(1);
    },
  );
});
