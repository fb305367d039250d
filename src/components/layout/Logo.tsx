/** The company's mark alone, decorative (the name is always beside it or read out). */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className}>
      <rect width="32" height="32" rx="8" fill="#047857" />
      <path d="M9 22V10h10v3h-6.5v1.6H18v2.8h-5.5V19H19v3z" fill="#fff" />
      <circle cx="23" cy="10.5" r="2.5" fill="#f59e0b" />
    </svg>
  );
}

/**
 * The mark and the company's name. `shortens`: below 380 px (the header's row, beside GET STARTED
 * and the menu button) the name drops its last word on screen and stays whole for screen readers.
 */
export function Logo({
  name,
  tone = "dark",
  shortens = false,
}: {
  name: string;
  tone?: "dark" | "light";
  shortens?: boolean;
}) {
  const cut = name.lastIndexOf(" ");
  return (
    <a
      href="/"
      className={`flex items-center gap-2 font-bold tracking-tight ${tone === "dark" ? "text-ink" : "text-white"}`}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="text-sm leading-tight max-[380px]:text-[0.8125rem] max-[380px]:whitespace-nowrap sm:whitespace-nowrap sm:text-lg xl:text-base 2xl:text-lg">
        {shortens && cut > 0 ? (
          <>
            {name.slice(0, cut)}
            <span className="max-[380px]:sr-only">{name.slice(cut)}</span>
          </>
        ) : (
          name
        )}
      </span>
    </a>
  );
}
