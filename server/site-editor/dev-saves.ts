/**
 * `npm run edit` (astro.edit.config.ts): the editor's saves are written as on the live server
 * (content-update.ts), each file whole and only content files, instead of by Keystatic's own
 * handler, which empties a file before filling it: the development server's watcher may read it
 * empty and, as it drops a second change to a file within 50 ms, keep the old entry (seen with a
 * file written in place on a busy machine). Keystatic still answers the save, with the folder's
 * tree, as it answers its own.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import type { Connect } from "vite";
import { MAX_UPDATE_BYTES, saveUpdate } from "./content-update";
import { EDITOR_API } from "./csrf-fetch";

/** The request's body as text, or null once it is longer than a save may be. */
async function bodyText(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPDATE_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Writes the save, then hands the request on to Keystatic as a request for the tree. */
async function save(
  root: string,
  request: Connect.IncomingMessage,
  response: ServerResponse,
  next: Connect.NextFunction,
) {
  const refuse = (status: number, message: string) => {
    response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" });
    response.end(message);
  };
  // Keystatic's own guard against other sites: a header a plain form cannot send.
  if (
    request.headers["no-cors"] !== "1" ||
    request.headers["content-type"] !== "application/json"
  ) {
    return refuse(400, "Bad Request");
  }
  const body = await bodyText(request);
  if (body === null) return refuse(413, "Payload Too Large");
  const refusal = await saveUpdate(root, body);
  if (refusal) return refuse(400, refusal);
  request.method = "GET";
  request.url = `${EDITOR_API}/tree`;
  next();
}

export function devSaves(): AstroIntegration {
  let root = "";
  return {
    name: "eca-dev-saves",
    hooks: {
      "astro:config:setup": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          if (request.method !== "POST" || request.url !== `${EDITOR_API}/update`) return next();
          save(root, request, response, next).catch(next);
        });
      },
    },
  };
}
