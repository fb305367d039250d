/**
 * The editor page's CSRF token, from the meta tag the server writes to the header Keystatic's API
 * requests carry. Shared by the page (ui/main.tsx) and the server (routes.tsx), so the names
 * cannot drift. Bundled for the browser: no Node imports.
 */
export const CSRF_META = "eca-csrf";
export const CSRF_HEADER = "x-eca-csrf";
export const EDITOR_API = "/api/keystatic";

type Fetch = typeof fetch;

/** fetch, with the token added to every request to our own editor API (and to nothing else). */
export function withCsrfHeader(base: Fetch, token: string, origin: string): Fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    if (url.origin !== origin || !url.pathname.startsWith(`${EDITOR_API}/`)) {
      return base(input, init);
    }
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(CSRF_HEADER, token);
    return base(input, { ...init, headers });
  };
}
