import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { Breadcrumbs } from "./components/layout/Breadcrumbs";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { LoadingScreen } from "./components/layout/LoadingScreen";
import { site } from "./content/site";
import { ContactDialogProvider } from "./features/contact/ContactDialogProvider";
import {
  gtagBootstrap,
  logWebVitalsIfRequested,
  measurementId,
  reportPagePerformance,
} from "./lib/analytics";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
        {measurementId && (
          <>
            <script
              async
              src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
            />
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: build-time configuration, no user input. */}
            <script dangerouslySetInnerHTML={{ __html: gtagBootstrap(measurementId) }} />
          </>
        )}
      </head>
      <body className="flex min-h-dvh flex-col">
        <LoadingScreen />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();

  useEffect(() => {
    const report = () => {
      // Let the load event finish so loadEventEnd is set.
      setTimeout(reportPagePerformance, 0);
      void logWebVitalsIfRequested();
    };
    if (document.readyState === "complete") report();
    else window.addEventListener("load", report, { once: true });
  }, []);

  return (
    <ContactDialogProvider>
      <Header />
      <Breadcrumbs pathname={pathname} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </ContactDialogProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || "Not Found"}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return (
    <main
      id="main"
      className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-24"
    >
      <title>{`Unexpected Application Error! | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg bg-slate-100 p-4 font-mono text-slate-800">{message}</p>
      <p className="mt-8">
        <a className="font-semibold text-brand-800 underline" href="/">
          Go to the home page
        </a>
      </p>
    </main>
  );
}
