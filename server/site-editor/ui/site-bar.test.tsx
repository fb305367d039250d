// @vitest-environment happy-dom

import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { SAVED_EVENT } from "../../../src/lib/editor-paths";
import { SiteBar } from "./site-bar";

/** The Preview form's submissions that went ahead (not stopped to ask). */
let sent: number;
const count = (event: Event) => {
  if (!event.defaultPrevented) sent++;
  event.preventDefault();
};

beforeEach(() => {
  sent = 0;
  vi.stubGlobal("fetch", async () => Response.json({ changes: ["Home: Hero › Headline"] }));
  // After React's own handler, so a submission it stopped is seen as stopped.
  window.addEventListener("submit", count);
});
afterEach(() => {
  window.removeEventListener("submit", count);
  cleanup();
  document.body.innerHTML = "";
});

it("previews at once when everything on the screen is saved", async () => {
  render(<SiteBar siteName="Emerald City Automation" csrfToken="t" />);
  await userEvent.click(screen.getByRole("button", { name: "Preview" }));
  expect(sent).toBe(1);
  expect(screen.queryByRole("alert")).toBeNull();
});

it("asks first when the screen has changes not saved, and previews what is saved if told to", async () => {
  render(
    <>
      <SiteBar siteName="Emerald City Automation" csrfToken="t" />
      <span>Unsaved</span>
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Preview" }));
  expect(sent).toBe(0);
  expect(screen.getByRole("alert")).toHaveTextContent(
    "This screen has changes you have not saved: the preview shows only what is saved.",
  );
  await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
  expect(screen.queryByRole("alert")).toBeNull();

  await userEvent.click(screen.getByRole("button", { name: "Preview" }));
  await userEvent.click(screen.getByRole("button", { name: "preview without them" }));
  expect(sent).toBe(1);
});

it("stops asking once the changes are saved", async () => {
  render(
    <>
      <SiteBar siteName="Emerald City Automation" csrfToken="t" />
      <span>Unsaved</span>
    </>,
  );
  await userEvent.click(screen.getByRole("button", { name: "Preview" }));
  expect(screen.getByRole("alert")).toBeVisible();
  window.dispatchEvent(new Event(SAVED_EVENT));
  await vi.waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
});
