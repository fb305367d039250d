/** Hero visuals of the five assessment pages. */
import {
  ClipboardCheck,
  Code,
  Flag,
  GraduationCap,
  Lightbulb,
  Rocket,
  Search,
  Sparkles,
  Timer,
  TrendingUp,
  TriangleAlert,
  Wallet,
} from "lucide-react";
import { Art, Card, Dot, Glow, Lines, Tile, Wire } from "~/components/drawing/hero";
import { Check, Glyph } from "~/components/drawing/marks";
import { accent, brand, deepGreen, green, mint, slate, white } from "~/components/drawing/palette";

/** Process audit: a process map with its bottleneck found and circled. */
export function ProcessAuditVisual() {
  const top = [20, 140, 260, 380];
  const bottom = [80, 200, 320];
  return (
    <Art>
      <Glow x={296} y={92} r={100} color={accent} />
      <Wire d="M100 92 H140" />
      <Wire d="M220 92 H260" hot />
      <Wire d="M340 92 H380" />
      <Wire d="M420 114 C420 170 400 190 360 212" />
      <Wire d="M320 234 H280" />
      <Wire d="M200 234 H160" />
      {top.map((x, index) => (
        <g key={x}>
          {index === 2 ? (
            <>
              <rect
                x={x}
                y={70}
                width={80}
                height={44}
                rx={12}
                fill={accent}
                fillOpacity={0.18}
                stroke={accent}
                strokeWidth={2}
              />
              <Glyph icon={TriangleAlert} x={x + 12} y={82} size={20} color={accent} />
              <Lines x={x + 40} y={86} widths={[28, 18]} />
            </>
          ) : (
            <>
              <Card x={x} y={70} w={80} h={44} r={12} />
              <Lines x={x + 14} y={86} widths={[46, 30]} />
            </>
          )}
        </g>
      ))}
      {[0, 1, 2].map((index) => (
        <rect
          key={index}
          x={226 + index * 10}
          y={58 - index * 2}
          width={8}
          height={8}
          rx={2}
          fill={accent}
          fillOpacity={0.5 + index * 0.2}
        />
      ))}
      {bottom.map((x) => (
        <g key={x}>
          <Card x={x} y={212} w={80} h={44} r={12} />
          <Lines x={x + 14} y={228} widths={[46, 30]} />
        </g>
      ))}
      <circle cx={300} cy={92} r={58} stroke={white} strokeOpacity={0.75} strokeWidth={3} />
      <path
        d="M342 132 L372 162"
        stroke={white}
        strokeOpacity={0.75}
        strokeWidth={8}
        strokeLinecap="round"
      />
      <Card x={100} y={290} w={280} h={52} solid />
      <Tile icon={Search} x={114} y={300} size={32} tone="accent" />
      <Lines x={158} y={306} widths={[150, 100]} solid />
    </Art>
  );
}

/** Efficiency assessment: an efficiency gauge reading high, with the stopwatch of time saved. */
export function EfficiencyAssessmentVisual() {
  const cx = 184;
  const cy = 236;
  const r = 140;
  const point = (degrees: number, radius: number) => {
    const angle = (degrees * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  };
  const [endX, endY] = point(315, r);
  const [tipX, tipY] = point(315, r - 34);
  return (
    <Art>
      <Glow x={cx} y={cy - 40} r={130} />
      <path
        d={`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}`}
        stroke={white}
        strokeOpacity={0.14}
        strokeWidth={20}
        strokeLinecap="round"
      />
      <path
        d={`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${endX} ${endY}`}
        stroke={green}
        strokeWidth={20}
        strokeLinecap="round"
      />
      {[180, 210, 240, 270, 300, 330, 360].map((degrees) => {
        const [x1, y1] = point(degrees, r - 24);
        const [x2, y2] = point(degrees, r - 34);
        return (
          <path
            key={degrees}
            d={`M${x1} ${y1} L${x2} ${y2}`}
            stroke={mint}
            strokeOpacity={0.6}
            strokeWidth={2}
            strokeLinecap="round"
          />
        );
      })}
      <path
        d={`M${cx} ${cy} L${tipX} ${tipY}`}
        stroke={white}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <circle cx={cx} cy={cy} r={12} fill={white} />
      <circle cx={cx} cy={cy} r={5} fill={brand} />
      <Card x={60} y={276} w={248} h={56} />
      <Lines x={80} y={292} widths={[150, 96]} />
      <Card x={356} y={36} w={104} h={104} solid />
      <Tile icon={Timer} x={380} y={60} size={56} tone="brand" />
      <Card x={356} y={164} w={104} h={168} />
      <rect x={378} y={200} width={22} height={108} rx={5} fill={white} fillOpacity={0.3} />
      <rect x={414} y={252} width={22} height={56} rx={5} fill={green} />
      <path d="M372 316 H444" stroke={mint} strokeOpacity={0.5} />
      <Glyph icon={TrendingUp} x={414} y={222} size={22} color={mint} />
    </Art>
  );
}

/** Automation review: a review checklist with the best opportunity flagged. */
export function AutomationReviewVisual() {
  const rows = [128, 168, 208, 248, 288];
  return (
    <Art>
      <Glow x={190} y={180} r={130} />
      <Card x={36} y={36} w={272} h={296} solid />
      <Tile icon={ClipboardCheck} x={56} y={56} size={38} tone="light" />
      <Lines x={106} y={64} widths={[120, 76]} solid />
      {rows.map((y, index) => (
        <g key={y}>
          {index < 3 ? (
            <Check x={66} y={y} />
          ) : index === 3 ? (
            <>
              <rect
                x={48}
                y={y - 16}
                width={248}
                height={32}
                rx={9}
                fill={accent}
                fillOpacity={0.12}
              />
              <circle cx={66} cy={y} r={9} fill={accent} />
              <Glyph icon={Sparkles} x={59} y={y - 7} size={14} />
            </>
          ) : (
            <circle cx={66} cy={y} r={8} stroke={slate} strokeWidth={2} />
          )}
          <rect
            x={86}
            y={y - 3}
            width={[150, 120, 170, 140, 110][index]}
            height={6}
            rx={3}
            fill={index === 3 ? accent : slate}
          />
        </g>
      ))}
      <Wire d="M296 248 C330 248 320 200 346 200" hot />
      <Dot x={346} y={200} color={accent} />
      <Card x={348} y={148} w={112} h={104} />
      <Tile icon={Lightbulb} x={364} y={164} size={36} tone="accent" />
      <Lines x={364} y={216} widths={[76, 52]} />
      <Card x={348} y={36} w={112} h={92} />
      <Tile icon={TrendingUp} x={364} y={52} size={32} />
      <Lines x={364} y={96} widths={[70, 46]} />
    </Art>
  );
}

/** ROI analysis: cumulative savings overtaking the investment, with the payback point marked. */
export function RoiAnalysisVisual() {
  const curve = "M64 292 C150 276 220 232 280 200 S392 124 436 100";
  return (
    <Art>
      <Glow x={280} y={200} r={110} color={accent} />
      <Card x={20} y={20} w={440} h={320} />
      <Tile icon={Wallet} x={40} y={40} size={36} tone="brand" />
      <Lines x={88} y={48} widths={[110, 70]} />
      {[120, 170, 220, 270].map((y) => (
        <path key={y} d={`M64 ${y} H436`} stroke={white} strokeOpacity={0.1} />
      ))}
      <path d="M64 100 V292 H436" stroke={white} strokeOpacity={0.35} strokeWidth={1.5} />
      <path d={`${curve} V292 H64 Z`} fill={green} fillOpacity={0.18} />
      <path d="M64 200 H436" stroke={accent} strokeWidth={2} strokeDasharray="6 6" />
      <path d={curve} stroke={green} strokeWidth={3.5} strokeLinecap="round" />
      <path d="M280 200 V292" stroke={accent} strokeOpacity={0.6} strokeDasharray="3 5" />
      <circle cx={280} cy={200} r={9} fill={accent} stroke={white} strokeWidth={3} />
      <circle cx={436} cy={100} r={5} fill={green} stroke={white} strokeWidth={2} />
      <rect x={368} y={58} width={64} height={24} rx={12} fill={green} fillOpacity={0.25} />
      <Glyph icon={TrendingUp} x={390} y={62} size={16} color={mint} />
    </Art>
  );
}

/** Implementation roadmap: four phases on a timeline, the first done and the second under way. */
export function ImplementationRoadmapVisual() {
  const phases = [
    { x: 66, icon: Flag, up: true, span: 44 },
    { x: 182, icon: Code, up: false, span: 76 },
    { x: 298, icon: GraduationCap, up: true, span: 56 },
    { x: 414, icon: Rocket, up: false, span: 30 },
  ];
  return (
    <Art>
      <Glow x={182} y={180} r={100} />
      <path
        d="M30 180 H450"
        stroke={white}
        strokeOpacity={0.18}
        strokeWidth={8}
        strokeLinecap="round"
      />
      <path d="M30 180 H182" stroke={green} strokeWidth={8} strokeLinecap="round" />
      {phases.map(({ x, icon, up, span }, index) => {
        const cardY = up ? 40 : 228;
        return (
          <g key={x}>
            <Wire d={up ? `M${x} 132 V164` : `M${x} 196 V228`} />
            <Card x={x - 52} y={cardY} w={104} h={92} solid={index === 1} />
            <Tile
              icon={icon}
              x={x - 38}
              y={cardY + 14}
              size={32}
              tone={index === 0 ? "brand" : index === 1 ? "light" : "tint"}
            />
            <Lines x={x - 38} y={cardY + 56} widths={[64]} solid={index === 1} />
            <rect
              x={x - 38}
              y={cardY + 70}
              width={span}
              height={8}
              rx={4}
              fill={index === 3 ? accent : green}
              fillOpacity={index > 1 ? 0.6 : 1}
            />
            {index === 0 ? (
              <Check x={x} y={180} r={13} />
            ) : (
              <circle
                cx={x}
                cy={180}
                r={12}
                fill={index === 1 ? white : deepGreen}
                stroke={index === 1 ? green : mint}
                strokeOpacity={index === 1 ? 1 : 0.6}
                strokeWidth={index === 1 ? 5 : 2}
              />
            )}
          </g>
        );
      })}
    </Art>
  );
}
