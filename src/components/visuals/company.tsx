/** Hero visuals of the company pages: the served areas for /about-us, the packages for /pricing. */
import { Building2, MapPin, Rocket, Sprout, Star } from "lucide-react";
import { Art, Card, Glow, Lines, Tile } from "~/components/drawing/hero";
import { Check, Glyph } from "~/components/drawing/marks";
import { accent, brand, green, mint, slate, white } from "~/components/drawing/palette";

/** Stylised map of the Seattle area: Puget Sound, Lake Washington and the three served areas. */
export function AboutUsVisual() {
  const areas = [
    {
      label: "SEATTLE",
      labelX: 148,
      labelY: 98,
      cx: 186,
      cy: 150,
      r: 44,
      pins: [
        [178, 166],
        [200, 146],
        [186, 128],
        [166, 148],
      ],
    },
    {
      label: "EASTSIDE",
      labelX: 318,
      labelY: 66,
      cx: 336,
      cy: 146,
      r: 62,
      pins: [
        [300, 168],
        [354, 104],
        [304, 116],
        [380, 194],
      ],
    },
    {
      label: "SOUTH KING",
      labelX: 174,
      labelY: 320,
      cx: 226,
      cy: 268,
      r: 50,
      pins: [
        [200, 244],
        [258, 248],
        [246, 290],
        [196, 296],
      ],
    },
  ] as const;
  return (
    <Art>
      <Card x={20} y={20} w={440} h={320} />
      <path
        d="M34 34 H132 C116 86 142 126 122 170 C104 214 136 262 116 326 H34 Z"
        fill={mint}
        fillOpacity={0.16}
      />
      <path
        d="M240 56 C254 100 246 150 254 190 C260 230 248 262 252 292 C240 264 232 232 238 192 C242 150 228 102 240 56 Z"
        fill={mint}
        fillOpacity={0.16}
      />
      <path
        d="M186 30 C184 120 192 200 200 330"
        stroke={white}
        strokeOpacity={0.18}
        strokeWidth={3}
      />
      <path
        d="M186 170 C250 176 320 168 446 186"
        stroke={white}
        strokeOpacity={0.18}
        strokeWidth={3}
      />
      <path
        d="M300 36 C310 120 296 220 300 330"
        stroke={white}
        strokeOpacity={0.12}
        strokeWidth={3}
      />
      {areas.map(({ label, labelX, labelY, cx, cy, r, pins }) => (
        <g key={label}>
          <circle
            cx={cx}
            cy={cy}
            r={r}
            fill={green}
            fillOpacity={0.14}
            stroke={mint}
            strokeOpacity={0.5}
            strokeDasharray="3 5"
          />
          {pins.map(([x, y]) => (
            <circle
              key={`${x}-${y}`}
              cx={x}
              cy={y}
              r={5}
              fill={green}
              stroke={white}
              strokeWidth={2}
            />
          ))}
          <text
            x={labelX}
            y={labelY}
            fill={mint}
            fontSize={11}
            fontWeight={700}
            letterSpacing={1.5}
          >
            {label}
          </text>
        </g>
      ))}
      <circle cx={178} cy={166} r={18} fill={accent} fillOpacity={0.25} />
      <Glyph icon={MapPin} x={166} y={138} size={26} color={accent} />
    </Art>
  );
}

/** Pricing: the three package tiers, the popular middle one raised. */
export function PricingVisual() {
  const tiers = [
    { x: 24, y: 80, h: 240, icon: Sprout, rows: 3, solid: false },
    { x: 174, y: 44, h: 280, icon: Rocket, rows: 5, solid: true },
    { x: 324, y: 80, h: 240, icon: Building2, rows: 4, solid: false },
  ];
  return (
    <Art>
      <Glow x={240} y={180} r={140} />
      {tiers.map(({ x, y, h, icon, rows, solid }) => (
        <g key={x}>
          <Card x={x} y={y} w={132} h={h} solid={solid} />
          <Tile icon={icon} x={x + 16} y={y + 18} size={34} tone={solid ? "brand" : "tint"} />
          <rect
            x={x + 16}
            y={y + 66}
            width={solid ? 80 : 64}
            height={12}
            rx={6}
            fill={solid ? brand : white}
            fillOpacity={solid ? 1 : 0.7}
          />
          <Lines x={x + 16} y={y + 86} widths={[90]} solid={solid} />
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
            <g key={row}>
              <Check x={x + 22} y={y + 116 + row * 24} r={6} color={solid ? green : mint} />
              <rect
                x={x + 34}
                y={y + 113 + row * 24}
                width={[70, 58, 76, 50, 64][row]}
                height={6}
                rx={3}
                fill={solid ? slate : white}
                fillOpacity={solid ? 1 : 0.3}
              />
            </g>
          ))}
          <rect
            x={x + 16}
            y={y + h - 42}
            width={100}
            height={26}
            rx={8}
            fill={solid ? brand : "none"}
            stroke={solid ? "none" : white}
            strokeOpacity={0.4}
          />
        </g>
      ))}
      <rect x={196} y={32} width={88} height={24} rx={12} fill={accent} />
      <Glyph icon={Star} x={204} y={36} size={16} />
      <rect x={226} y={41} width={48} height={6} rx={3} fill={white} />
    </Art>
  );
}
