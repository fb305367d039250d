/**
 * The hero visuals' style: one illustration style for every page family. Rounded glass cards on
 * the dark hero gradient (white at low opacity, a soft shadow drawn as an offset layer), solid
 * white cards for the "result" side, thin dashed connectors and small white lucide pictograms
 * with a light stroke. Everything is static SVG rendered at build time, painted by attribute.
 */
import { type LucideIcon, LucideProvider } from "lucide-react";
import type { ReactNode } from "react";
import { Glyph } from "./marks";
import { accent, brand, green, ink, mint, paleGreen, slate, white } from "./palette";

/**
 * The 4:3 drawing surface (480 x 360 units), hidden from assistive technology. Pictograms drawn on
 * it are white with a light stroke unless given a colour.
 */
export function Art({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 480 360"
      aria-hidden="true"
      focusable="false"
      fill="none"
      className="block h-full w-full overflow-visible"
    >
      <LucideProvider color={white} strokeWidth={1.75}>
        {children}
      </LucideProvider>
    </svg>
  );
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A rounded card with its shadow: glass (default) or solid white. */
export function Card({ x, y, w, h, solid = false, r = 14 }: Box & { solid?: boolean; r?: number }) {
  return (
    <>
      <rect x={x + 2} y={y + 8} width={w} height={h} rx={r} fill={ink} opacity={0.3} />
      <rect
        x={x}
        y={y}
        width={w}
        height={h}
        rx={r}
        fill={white}
        fillOpacity={solid ? 1 : 0.09}
        stroke={white}
        strokeOpacity={solid ? 0 : 0.22}
      />
    </>
  );
}

/** Text stand-ins: rounded bars of the given widths, one under the other. */
export function Lines({
  x,
  y,
  widths,
  solid = false,
  gap = 12,
}: {
  x: number;
  y: number;
  widths: readonly number[];
  solid?: boolean;
  gap?: number;
}) {
  return (
    <>
      {widths.map((width, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, never reordered
          key={index}
          x={x}
          y={y + index * gap}
          width={width}
          height={6}
          rx={3}
          fill={solid ? slate : white}
          fillOpacity={solid ? 1 : index === 0 ? 0.55 : 0.28}
        />
      ))}
    </>
  );
}

/** A thin dashed connector (mint, or amber for the path that matters). */
export function Wire({ d, hot = false }: { d: string; hot?: boolean }) {
  return (
    <path
      d={d}
      stroke={hot ? accent : mint}
      strokeOpacity={hot ? 0.95 : 0.6}
      strokeWidth={1.5}
      strokeDasharray="4 5"
      strokeLinecap="round"
    />
  );
}

/** A connector's end point. */
export function Dot({
  x,
  y,
  r = 4,
  color = green,
}: {
  x: number;
  y: number;
  r?: number;
  color?: string;
}) {
  return <circle cx={x} cy={y} r={r} fill={color} />;
}

/** A rounded square tile holding a pictogram: tinted, solid brand green or amber. */
export function Tile({
  icon,
  x,
  y,
  size = 40,
  tone = "tint",
}: {
  icon: LucideIcon;
  x: number;
  y: number;
  size?: number;
  tone?: "tint" | "brand" | "accent" | "light";
}) {
  const fills = { tint: green, brand: brand, accent: accent, light: paleGreen } as const;
  const glyph = Math.round(size * 0.5);
  return (
    <>
      <rect
        x={x}
        y={y}
        width={size}
        height={size}
        rx={size * 0.28}
        fill={fills[tone]}
        fillOpacity={tone === "tint" ? 0.22 : 1}
      />
      <Glyph
        icon={icon}
        x={x + (size - glyph) / 2}
        y={y + (size - glyph) / 2}
        size={glyph}
        color={tone === "light" ? brand : tone === "tint" ? mint : white}
      />
    </>
  );
}

/** The soft glow behind a visual's focal point. */
export function Glow({
  x,
  y,
  r = 90,
  color = green,
}: {
  x: number;
  y: number;
  r?: number;
  color?: string;
}) {
  return <circle cx={x} cy={y} r={r} fill={color} opacity={0.14} />;
}
