/** Hero visuals of the resource pages and the blog. */
import {
  BookOpen,
  Bot,
  Calculator,
  CalendarDays,
  ChartLine,
  ShieldCheck,
  TrendingUp,
  Workflow,
  X,
} from "lucide-react";
import { Art, Card, Glow, Lines, Tile } from "~/components/drawing/hero";
import { Check, Glyph } from "~/components/drawing/marks";
import {
  accent,
  brand,
  deepGreen,
  green,
  ink,
  lightSlate,
  mint,
  paleGreen,
  paleSlate,
  slate,
  white,
} from "~/components/drawing/palette";

/** Automation guide: a stack of guide pages, the front one open at its chapter list. */
export function AutomationGuideVisual() {
  return (
    <Art>
      <Glow x={240} y={180} r={140} />
      <g transform="rotate(-9 240 190)">
        <Card x={130} y={44} w={220} h={290} />
      </g>
      <g transform="rotate(6 240 190)">
        <Card x={130} y={44} w={220} h={290} />
      </g>
      <Card x={130} y={36} w={220} h={290} solid />
      <path d="M312 36 V82 L300 72 L288 82 V36 Z" fill={accent} />
      <Tile icon={BookOpen} x={150} y={58} size={40} tone="brand" />
      <Lines x={150} y={114} widths={[150, 104]} solid gap={14} />
      {[164, 202, 240, 278].map((y, index) => (
        <g key={y}>
          <circle cx={160} cy={y} r={10} fill={index < 2 ? green : paleGreen} />
          <rect
            x={180}
            y={y - 7}
            width={[120, 96, 136, 104][index]}
            height={6}
            rx={3}
            fill={slate}
          />
          <rect
            x={180}
            y={y + 3}
            width={[84, 70, 92, 60][index]}
            height={4}
            rx={2}
            fill={lightSlate}
          />
        </g>
      ))}
      <Card x={24} y={226} w={84} h={84} />
      <Tile icon={Workflow} x={44} y={246} size={44} />
      <Card x={372} y={64} w={84} h={84} />
      <Tile icon={ChartLine} x={392} y={84} size={44} />
    </Art>
  );
}

/** ROI calculator: a preview of the calculator's chart (savings passing the investment). */
export function RoiCalculatorVisual() {
  return (
    <Art>
      <Glow x={240} y={200} r={140} />
      <Card x={28} y={36} w={424} h={288} solid />
      <Tile icon={Calculator} x={48} y={56} size={36} tone="light" />
      <Lines x={96} y={64} widths={[120, 80]} solid />
      {[48, 182, 316].map((x, index) => (
        <g key={x}>
          <rect x={x} y={108} width={116} height={30} rx={8} fill={paleSlate} stroke={slate} />
          <rect
            x={x + 12}
            y={120}
            width={[52, 64, 40][index]}
            height={6}
            rx={3}
            fill={brand}
            fillOpacity={0.7}
          />
        </g>
      ))}
      {[172, 212, 252, 292].map((y) => (
        <path key={y} d={`M64 ${y} H432`} stroke={lightSlate} />
      ))}
      <path d="M64 292 L186 256 L310 214 L432 176 V292 Z" fill={green} fillOpacity={0.14} />
      <path d="M64 240 H432" stroke={accent} strokeWidth={2} strokeDasharray="6 6" />
      <path
        d="M64 292 L186 256 L310 214 L432 176"
        stroke={brand}
        strokeWidth={3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {[
        [186, 256],
        [310, 214],
        [432, 176],
      ].map(([x, y]) => (
        <circle key={x} cx={x} cy={y} r={4.5} fill={brand} stroke={white} strokeWidth={2} />
      ))}
      <circle cx={227} cy={240} r={8} fill={accent} stroke={white} strokeWidth={3} />
    </Art>
  );
}

/** Best practices: what to do and what to avoid, side by side. */
export function BestPracticesVisual() {
  return (
    <Art>
      <Glow x={170} y={180} r={130} />
      <Card x={28} y={40} w={252} h={280} solid />
      <Tile icon={ShieldCheck} x={48} y={60} size={38} tone="brand" />
      <Lines x={98} y={68} widths={[120, 70]} solid />
      {[132, 176, 220, 264].map((y, index) => (
        <g key={y}>
          <Check x={60} y={y} />
          <rect
            x={80}
            y={y - 8}
            width={[160, 136, 150, 120][index]}
            height={6}
            rx={3}
            fill={slate}
          />
          <rect
            x={80}
            y={y + 3}
            width={[110, 90, 120, 80][index]}
            height={4}
            rx={2}
            fill={lightSlate}
          />
        </g>
      ))}
      <Card x={304} y={72} w={152} h={216} />
      {[112, 164, 216].map((y) => (
        <g key={y}>
          <circle cx={330} cy={y} r={10} fill={accent} fillOpacity={0.9} />
          <Glyph icon={X} x={323} y={y - 7} size={14} />
          <Lines x={350} y={y - 6} widths={[82, 56]} />
        </g>
      ))}
      <path d="M322 248 H438" stroke={mint} strokeOpacity={0.3} />
      <rect x={322} y={260} width={64} height={8} rx={4} fill={mint} fillOpacity={0.5} />
    </Art>
  );
}

/** Webinars and events: a live session, its date on the calendar and the people attending. */
export function WebinarsEventsVisual() {
  return (
    <Art>
      <Glow x={200} y={150} r={130} />
      <Card x={20} y={32} w={316} h={220} />
      <rect x={36} y={48} width={284} height={156} rx={10} fill={ink} fillOpacity={0.55} />
      <path
        d="M36 176 L100 132 L150 160 L220 104 L320 168 V194 A10 10 0 0 1 310 204 H46 A10 10 0 0 1 36 194 Z"
        fill={green}
        fillOpacity={0.2}
      />
      <circle cx={178} cy={126} r={28} fill={white} />
      <path d="M170 112 L192 126 L170 140 Z" fill={brand} />
      <rect x={36} y={220} width={284} height={6} rx={3} fill={white} fillOpacity={0.2} />
      <rect x={36} y={220} width={112} height={6} rx={3} fill={green} />
      <rect x={48} y={60} width={44} height={16} rx={8} fill={accent} />
      <circle cx={60} cy={68} r={3} fill={white} />
      <Card x={300} y={150} w={160} h={176} solid />
      <path d="M300 164 A14 14 0 0 1 314 150 H446 A14 14 0 0 1 460 164 V186 H300 Z" fill={brand} />
      <Glyph icon={CalendarDays} x={316} y={158} size={20} />
      {[0, 1, 2, 3].map((column) =>
        [0, 1, 2].map((row) => {
          const selected = column === 2 && row === 1;
          return (
            <circle
              key={`${column}-${row}`}
              cx={328 + column * 34}
              cy={218 + row * 34}
              r={selected ? 13 : 5}
              fill={selected ? accent : slate}
            />
          );
        }),
      )}
      {[green, mint, accent, white].map((fill, index) => (
        <circle
          key={fill}
          cx={48 + index * 26}
          cy={290}
          r={16}
          fill={fill}
          stroke={deepGreen}
          strokeWidth={3}
        />
      ))}
      <Lines x={164} y={282} widths={[92, 60]} />
    </Art>
  );
}

/** Blog: three article cards fanned out, the newest in front. */
export function BlogVisual() {
  const card = (x: number, y: number, icon: typeof Bot, solid: boolean) => (
    <>
      <Card x={x} y={y} w={180} h={236} solid={solid} />
      <rect
        x={x + 12}
        y={y + 12}
        width={156}
        height={92}
        rx={9}
        fill={solid ? brand : green}
        fillOpacity={solid ? 1 : 0.25}
      />
      <Glyph icon={icon} x={x + 72} y={y + 40} size={36} color={solid ? white : mint} />
      <Lines x={x + 16} y={y + 122} widths={[140, 120, 86]} solid={solid} gap={14} />
      <circle
        cx={x + 26}
        cy={y + 206}
        r={9}
        fill={solid ? paleGreen : mint}
        fillOpacity={solid ? 1 : 0.4}
      />
      <rect
        x={x + 42}
        y={y + 203}
        width={70}
        height={6}
        rx={3}
        fill={solid ? slate : white}
        fillOpacity={solid ? 1 : 0.3}
      />
    </>
  );
  return (
    <Art>
      <Glow x={240} y={180} r={140} />
      <g transform="rotate(-7 110 190)">{card(20, 70, Bot, false)}</g>
      <g transform="rotate(7 370 190)">{card(280, 70, TrendingUp, false)}</g>
      {card(150, 44, Workflow, true)}
    </Art>
  );
}
