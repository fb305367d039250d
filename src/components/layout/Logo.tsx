import { site } from "~/collections/facts";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <a
      href="/"
      className={`flex items-center gap-2 font-bold tracking-tight ${tone === "dark" ? "text-ink" : "text-white"}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#047857" />
        <path d="M9 22V10h10v3h-6.5v1.6H18v2.8h-5.5V19H19v3z" fill="#fff" />
        <circle cx="23" cy="10.5" r="2.5" fill="#f59e0b" />
      </svg>
      <span className="text-sm leading-tight sm:whitespace-nowrap sm:text-lg xl:text-base 2xl:text-lg">
        {site.name}
      </span>
    </a>
  );
}
