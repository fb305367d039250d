/**
 * The marks every drawing of the site is made of: lucide pictograms, check marks and lines of
 * text. A drawing paints them one of two ways: by attribute with palette.ts colours (the hero
 * visuals) or by class with the site's token classes (the case-study drawings, which hold no hex
 * value), so each mark takes a `color` or a `className`.
 */
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { green, white } from "./palette";

/**
 * A lucide pictogram placed at (x, y). Its colour and stroke come from `color`/`className` and
 * `strokeWidth`, or else from the surface it is drawn on (Art sets the hero's).
 */
export function Glyph({
  icon: Icon,
  x,
  y,
  size = 20,
  color,
  className,
}: {
  icon: LucideIcon;
  x: number;
  y: number;
  size?: number;
  color?: string;
  className?: string;
}) {
  return <Icon x={x} y={y} size={size} color={color} className={className} aria-hidden="true" />;
}

/**
 * A round check mark (done): a disc, `color` (brand green by default) or `className`, with a
 * white tick scaled to its radius.
 */
export function Check({
  x,
  y,
  r = 9,
  color,
  className,
}: {
  x: number;
  y: number;
  r?: number;
  color?: string;
  className?: string;
}) {
  const byClass = className !== undefined;
  return (
    <>
      <circle
        cx={x}
        cy={y}
        r={r}
        fill={byClass ? undefined : (color ?? green)}
        className={className}
      />
      <path
        d={`M${x - r * 0.42} ${y}l${r * 0.3} ${r * 0.3} ${r * 0.55}-${r * 0.6}`}
        stroke={byClass ? undefined : white}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill={byClass ? "none" : undefined}
        className={byClass ? "stroke-white" : undefined}
      />
    </>
  );
}

/** A line of text in a drawing: the site's font, a token colour (ink unless told). */
export function Label({
  x,
  y,
  children,
  size = 13,
  weight,
  className = "fill-ink",
  anchor,
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  weight?: 600 | 700;
  className?: string;
  anchor?: "middle" | "end";
}) {
  return (
    <text x={x} y={y} fontSize={size} fontWeight={weight} textAnchor={anchor} className={className}>
      {children}
    </text>
  );
}
