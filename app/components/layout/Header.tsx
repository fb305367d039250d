import { ChevronDown, Menu, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass, ExternalButtonLink } from "~/components/ui/Button";
import { type MenuGroup, menuGroups, pagesInGroup } from "~/content/pages";
import { site } from "~/content/site";
import { useContactDialog } from "~/features/contact/ContactDialogProvider";
import { opensContactDialog } from "~/features/contact/invoker";
import { trackButtonClick } from "~/lib/analytics";
import { Logo } from "./Logo";

const getStarted = { label: "GET STARTED", source: "header" } as const;

export function Header() {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<MenuGroup | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { open: openContact } = useContactDialog();

  // Any navigation closes the menus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value used inside.
  useEffect(() => {
    setOpenGroup(null);
    setMobileOpen(false);
  }, [pathname]);

  // The mobile menu stays open behind the modal, so focus can return to its button on close.
  const startContact = (source: string) => {
    trackButtonClick(getStarted.label, source);
    openContact({ label: getStarted.label, source });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center">
            {menuGroups.map((group) => (
              <DesktopGroup
                key={group}
                group={group}
                open={openGroup === group}
                setOpen={(open) => setOpenGroup(open ? group : null)}
              />
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
          <button
            type="button"
            {...opensContactDialog}
            className={buttonClass("primary", "whitespace-nowrap")}
            onClick={() => startContact("header")}
          >
            {getStarted.label}
          </button>
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </div>
      {mobileOpen && (
        <MobileMenu
          onNavigate={() => setMobileOpen(false)}
          onGetStarted={() => startContact("mobile-header")}
        />
      )}
    </header>
  );
}

interface DesktopGroupProps {
  group: MenuGroup;
  open: boolean;
  setOpen: (open: boolean) => void;
}

function DesktopGroup({ group, open, setOpen }: DesktopGroupProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {group}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <div id={listId} hidden={!open} className="absolute left-0 top-full pt-2">
        <ul className="w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {pagesInGroup(group).map((page) => (
            <li key={page.path}>
              <Link
                to={page.path}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
              >
                {page.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function MobileMenu({
  onNavigate,
  onGetStarted,
}: {
  onNavigate: () => void;
  onGetStarted: () => void;
}) {
  const [expanded, setExpanded] = useState<MenuGroup | null>(null);
  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
    >
      <ul className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        {menuGroups.map((group) => {
          const isOpen = expanded === group;
          const listId = `mobile-${group.toLowerCase().replace(/\W+/g, "-")}`;
          return (
            <li key={group} className="border-b border-slate-100 last:border-0">
              <button
                type="button"
                className="flex min-h-12 w-full items-center justify-between text-left font-medium text-ink"
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setExpanded(isOpen ? null : group)}
              >
                {group}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 transition-transform ${isOpen ? "rotate-180" : ""}`}
                />
              </button>
              <ul id={listId} hidden={!isOpen} className="pb-2 pl-3">
                {pagesInGroup(group).map((page) => (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      onClick={onNavigate}
                      className="block py-2.5 text-slate-700 hover:text-brand-800"
                    >
                      {page.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pb-5 sm:px-6">
        <button
          type="button"
          {...opensContactDialog}
          className={buttonClass("primary", "w-full")}
          onClick={onGetStarted}
        >
          {getStarted.label}
        </button>
        <ExternalButtonLink
          href={site.bookingUrl}
          label="Book a Call"
          location="mobile-header"
          variant="secondary"
          className="w-full"
        />
      </div>
    </nav>
  );
}
