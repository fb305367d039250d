import type { ComponentProps } from "react";

type Variant = "primary" | "secondary" | "light" | "outline-light";

const variants: Record<Variant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-brand-700 text-brand-800 hover:bg-brand-50",
  light: "bg-white text-brand-800 hover:bg-brand-50",
  "outline-light": "border border-white/80 text-white hover:bg-white/10",
};

export const buttonClass = (variant: Variant = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors ${variants[variant]} ${extra}`;

interface BookingLinkProps extends Omit<ComponentProps<"a">, "href" | "target"> {
  href: string;
  /** Analytics label and location (source tag) for the button_click event. */
  label: string;
  location: string;
  variant?: Variant;
}

/**
 * A link to an external page (the scheduling page) in a new tab, recorded as a button click by the
 * shell's delegated listener (data-track-*).
 */
export function ExternalButtonLink({
  href,
  label,
  location,
  variant,
  className = "",
  children,
  ...rest
}: BookingLinkProps) {
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`${buttonClass(variant)} ${className}`}
      data-track-label={label}
      data-track-location={location}
    >
      {children ?? label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
