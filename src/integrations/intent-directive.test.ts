// @vitest-environment jsdom
import hydrateOnIntent from "./intent-directive";

/** A page with an opener, an unrelated button and an island holding a closed dialog. */
function setUp() {
  document.body.innerHTML = `
    <button id="opener" commandfor="contact-dialog" command="show-modal"><span>Get started</span></button>
    <button id="other">Menu</button>
    <a id="link" href="/pricing"><span>Pricing</span></a>
    <astro-island><dialog id="contact-dialog"><input id="first" /></dialog></astro-island>`;
  const island = document.querySelector("astro-island") as HTMLElement;
  const hydrated = vi.fn();
  const load = vi.fn(async () => hydrated);
  void hydrateOnIntent(load, { name: "intent", value: "[commandfor=contact-dialog]" }, island);
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { load, hydrated, byId };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("client:intent", () => {
  it("loads nothing while the page is left alone", () => {
    vi.useFakeTimers();
    const { load } = setUp();
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ["a pointer over an opener's label", "pointerover"],
    ["a press on an opener", "pointerdown"],
    ["a touch on an opener", "touchstart"],
    ["the focus reaching an opener", "focusin"],
  ])("hydrates once on %s", async (_, type) => {
    const { load, hydrated, byId } = setUp();
    byId("opener")
      .querySelector("span")
      ?.dispatchEvent(new Event(type, { bubbles: true }));
    byId("opener").dispatchEvent(new Event(type, { bubbles: true }));
    await vi.waitFor(() => expect(hydrated).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates when the dialog inside the island opens, or the focus enters it", async () => {
    const opened = setUp();
    opened.byId("contact-dialog").dispatchEvent(new Event("toggle"));
    await vi.waitFor(() => expect(opened.hydrated).toHaveBeenCalledTimes(1));

    const focused = setUp();
    focused.byId("first").dispatchEvent(new Event("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(focused.hydrated).toHaveBeenCalledTimes(1));
  });

  it("does not count a pointer over another element as intent", () => {
    vi.useFakeTimers();
    const { load, byId } = setUp();
    byId("other").dispatchEvent(new Event("pointerover", { bubbles: true }));
    byId("other").dispatchEvent(new Event("focusin", { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(load).not.toHaveBeenCalled();
  });

  it("does not count a press or a key on a link, which leaves the page", async () => {
    vi.useFakeTimers();
    const { load, byId } = setUp();
    for (const type of ["pointerdown", "keydown", "touchstart"]) {
      byId("link")
        .querySelector("span")
        ?.dispatchEvent(new Event(type, { bubbles: true }));
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ["a key", "keydown"],
    ["a press elsewhere", "pointerdown"],
    ["a wheel turn", "wheel"],
  ])(
    "after the visitor's first interaction (%s), hydrates once the browser is idle",
    async (_, type) => {
      vi.useFakeTimers();
      const { load, hydrated, byId } = setUp();
      byId("other").dispatchEvent(new Event(type, { bubbles: true }));
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(10);
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrated).toHaveBeenCalledTimes(1);
      byId("other").dispatchEvent(new Event("keydown", { bubbles: true }));
      await vi.advanceTimersByTimeAsync(10);
      expect(load).toHaveBeenCalledTimes(1);
    },
  );
});
