import { expect, type Page } from "@playwright/test";

/**
 * Opens a page of the development site and waits until it listens for the server's reloads (Vite's
 * socket has said "connected"): a reload sent before then would go unheard, where the owner's open
 * page would hear it. Returns the reload messages the page receives from then on.
 */
export async function openSitePage(page: Page, path: string): Promise<string[]> {
  let listening = false;
  const reloads: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const message = String(payload);
      if (message.includes('"type":"connected"')) listening = true;
      if (message.includes('"type":"full-reload"')) reloads.push(message);
    }),
  );
  await page.goto(path);
  await expect.poll(() => listening).toBe(true);
  return reloads;
}
