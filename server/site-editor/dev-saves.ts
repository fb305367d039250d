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
import { type EditorConfig, editorFiles } from "./editor-files";

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

/** The development server, as Astro hands it over (its own Vite's type). */
type DevServer = Parameters<
  NonNullable<AstroIntegration["hooks"]["astro:server:setup"]>
>[0]["server"];

/** The files a save may write, from the editor's configuration as the development server loads it. */
async function filesOf(server: DevServer) {
  const { default: config } = await server.ssrLoadModule("/keystatic.config.ts");
  return editorFiles(config as EditorConfig);
}

/** Writes the save, then hands the request on to Keystatic as a request for the tree. */
async function save(
  root: string,
  server: DevServer,
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
  // The development server is the owner's own machine: every save is theirs to make.
  const saved = await saveUpdate(root, body, await filesOf(server), { mayShortenRetention: true });
  if (saved.status !== 200) return refuse(saved.status, saved.message);
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
          save(root, server, request, response, next).catch(next);
        });
      },
    },
  };
}
