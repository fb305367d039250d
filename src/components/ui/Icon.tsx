import type { IconComponent } from "~/components/types";

export function Icon({
  icon: Glyph,
  className = "size-6",
}: {
  icon: IconComponent;
  className?: string;
}) {
  return <Glyph aria-hidden="true" className={className} />;
}
