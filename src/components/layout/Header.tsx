import { ChevronDown, Menu, X } from "lucide-react";
import { type Action, ActionButton } from "~/components/ui/ActionButton";
import { ExternalButtonLink } from "~/components/ui/Button";
import type { ShellProps } from "./Footer";
import { Logo } from "./Logo";
import { MOBILE_MENU_ID } from "./menu";

/** The header's primary button: the consultation form. */
const getStarted: Action = { kind: "contact", label: "GET STARTED", source: "header" };

const groupId = (prefix: string, key: string) => `${prefix}-${key}`;

/**
 * The site header, static HTML. Desktop groups open on hover (CSS) and, until the menu script runs
 * or without it, on keyboard focus; the mobile menu is a popover with one `<details>` per group,
 * which the browser keeps to one open at a time. src/components/layout/menu.ts adds aria-expanded,
 * click and Escape handling on top (app.css has the rules).
 */
export function Header({ site, menus }: ShellProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-3 sm:px-6 lg:px-8">
        <Logo name={site.name} shortens />
        {/* Packed against the logo rather than centred, so a browser that paints the header before
            it has parsed all of it never moves the menu when the rest arrives. */}
        <nav aria-label="Main" className="hidden xl:mr-auto xl:block" data-desktop-menu>
          <ul className="flex items-center">
            {menus.map((menu) => (
              <li key={menu.key} className="menu-group relative">
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
                  aria-expanded="false"
                  aria-controls={groupId("menu", menu.key)}
                >
                  {menu.name}
                  <ChevronDown aria-hidden="true" className="menu-chevron size-4" />
                </button>
                <div
                  id={groupId("menu", menu.key)}
                  className="menu-panel absolute left-0 top-full pt-2"
                >
                  <ul className="w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
                    {menu.pages.map((page) => (
                      <li key={page.path}>
                        <a
                          href={page.path}
                          className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                        >
                          {page.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <ExternalButtonLink
            href={site.bookingUrl}
            label="Book a Call"
            location="header"
            variant="secondary"
            className="whitespace-nowrap"
          />
          <ActionButton action={getStarted} className="whitespace-nowrap" />
        </div>
        <div className="flex items-center gap-2 xl:hidden">
          <ActionButton
            action={getStarted}
            className="whitespace-nowrap max-md:px-3 max-md:text-xs"
          />
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="mobile-menu-toggle inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
          >
            <Menu aria-hidden="true" className="icon-when-closed" />
            <X aria-hidden="true" className="icon-when-open" />
            <span className="sr-only" data-menu-label>
              Open menu
            </span>
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="mobile-menu overflow-y-auto border-t border-slate-200 bg-white text-ink xl:hidden"
      >
        <ul className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          {menus.map((menu) => (
            <li key={menu.key} className="border-b border-slate-100 last:border-0">
              <details name="mobile-menu-group">
                <summary className="flex min-h-12 w-full cursor-pointer list-none items-center justify-between text-left font-medium text-ink [&::-webkit-details-marker]:hidden">
                  {menu.name}
                  <ChevronDown aria-hidden="true" className="menu-chevron size-5" />
                </summary>
                <ul className="pb-2 pl-3">
                  {menu.pages.map((page) => (
                    <li key={page.path}>
                      <a
                        href={page.path}
                        className="block py-2.5 text-slate-700 hover:text-brand-800"
                      >
                        {page.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pb-5 sm:px-6">
          {/* GET STARTED stays beside the menu button while the menu is open: not repeated here. */}
          <ExternalButtonLink
            href={site.bookingUrl}
            label="Book a Call"
            location="mobile-header"
            variant="secondary"
            className="w-full"
          />
        </div>
      </nav>
    </header>
  );
}
