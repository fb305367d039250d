import type { LucideIcon } from "lucide-react";

/** Content names its icons by importing them from lucide-react: each page bundles only its own. */
export type IconComponent = LucideIcon;

export function Icon({
  icon: Glyph,
  className = "size-6",
}: {
  icon: IconComponent;
  className?: string;
}) {
  return <Glyph aria-hidden="true" className={className} />;
}
