// @vitest-environment happy-dom
import { type KeptDownload, keepDownload, showKeptDownload } from "./kept-download";

const kept: KeptDownload = {
  labels: ["Download Complete Guide"],
  href: "/guides/complete-business-automation-guide.pdf",
  lead: "Your download:",
  text: "Download The Complete Business Automation Guide",
};

/** A page with the guide's button in its hero and its closing section, and another button. */
function renderPage() {
  document.body.innerHTML = `<main>
    <div><button data-contact-label="Download Complete Guide">Download Complete Guide</button></div>
    <div><button data-contact-label="Get Expert Guidance">Get Expert Guidance</button></div>
    <div><button data-contact-label="Download Complete Guide">Download Complete Guide</button></div>
  </main>`;
  return [...document.querySelectorAll("button")];
}

const noticeAfter = (button: Element | undefined) => {
  const next = button?.nextElementSibling;
  return next?.hasAttribute("data-kept-download") ? next : null;
};

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
});

// Sent from one button, the download is offered again beside every button that asks for it, not
// only the one pressed.
it("puts one notice beside every button of the page that asks for the download", () => {
  const [hero, other, closing] = renderPage();
  keepDownload(document, kept);
  for (const button of [hero, closing]) {
    const notice = noticeAfter(button);
    expect(notice).toHaveTextContent(`${kept.lead} ${kept.text}`);
    expect(notice?.querySelector("a")).toHaveAttribute("href", kept.href);
    expect(notice?.querySelector("a")).toHaveAttribute("download", "");
  }
  expect(noticeAfter(other)).toBeNull();

  showKeptDownload(document);
  expect(document.querySelectorAll("[data-kept-download]")).toHaveLength(2);
});
