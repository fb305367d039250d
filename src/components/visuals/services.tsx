/** Hero visuals of home and the five service pages: the workflow each one sells. */
import {
  Calculator,
  CalendarDays,
  CodeXml,
  Database,
  FileText,
  Filter,
  Mail,
  Package,
  Receipt,
  RefreshCw,
  ShoppingCart,
  Smartphone,
  Store,
  Users,
  Warehouse,
  Workflow,
  Zap,
} from "lucide-react";
import { Art, Card, Dot, Glow, Lines, Tile, Wire } from "~/components/drawing/hero";
import { Check, Glyph } from "~/components/drawing/marks";
import {
  accent,
  brand,
  green,
  ink,
  lightSlate,
  mint,
  paleGreen,
  paleSlate,
  slate,
  white,
} from "~/components/drawing/palette";

/** Home: invoices, schedules and email flow through one automation hub into a results dashboard. */
export function HomeVisual() {
  const sources = [
    { icon: Receipt, y: 44 },
    { icon: CalendarDays, y: 142 },
    { icon: Mail, y: 240 },
  ];
  return (
    <Art>
      <Glow x={240} y={180} r={110} />
      {sources.map(({ y }) => (
        <Wire key={y} d={`M144 ${y + 38} C180 ${y + 38} 176 180 200 180`} />
      ))}
      <Wire d="M280 180 H316" />
      {sources.map(({ icon, y }) => (
        <g key={y}>
          <Card x={20} y={y} w={124} h={76} />
          <Tile icon={icon} x={34} y={y + 18} />
          <Lines x={84} y={y + 26} widths={[44, 30]} />
        </g>
      ))}
      <circle cx={240} cy={180} r={52} fill={green} opacity={0.2} />
      <circle cx={240} cy={180} r={40} fill={brand} stroke={mint} strokeOpacity={0.5} />
      <Glyph icon={Zap} x={222} y={162} size={36} />
      <Dot x={316} y={180} />
      <Card x={320} y={64} w={144} h={232} solid />
      <Lines x={338} y={84} widths={[72, 48]} solid />
      {[52, 76, 64, 100, 120].map((height, index) => (
        <rect
          key={height}
          x={340 + index * 22}
          y={236 - height}
          width={14}
          height={height}
          rx={4}
          fill={index === 4 ? brand : green}
          fillOpacity={index === 4 ? 1 : 0.35 + index * 0.12}
        />
      ))}
      <path d="M338 244 H446" stroke={slate} />
      <Check x={348} y={270} r={8} />
      <Lines x={364} y={267} widths={[70]} solid />
    </Art>
  );
}

/** Process automation: incoming invoices are matched and posted into the accounting ledger. */
export function ProcessAutomationVisual() {
  const rows = [122, 162, 202, 242];
  return (
    <Art>
      <Glow x={360} y={180} r={120} />
      <Card x={20} y={58} w={124} h={160} />
      <Card x={36} y={78} w={124} h={160} />
      <Card x={52} y={98} w={124} h={160} />
      <Tile icon={FileText} x={66} y={114} size={36} />
      <Lines x={66} y={166} widths={[88, 64, 76]} />
      <rect x={66} y={220} width={44} height={10} rx={5} fill={accent} />
      <Wire d="M176 180 H204" />
      <Tile icon={Workflow} x={204} y={156} size={48} tone="brand" />
      <Wire d="M252 180 H290" />
      <Dot x={290} y={180} />
      <Card x={292} y={54} w={168} h={236} solid />
      <Tile icon={Calculator} x={308} y={70} size={32} tone="light" />
      <Lines x={350} y={80} widths={[80]} solid />
      {rows.map((y, index) => (
        <g key={y}>
          <path d={`M308 ${y + 20} H444`} stroke={slate} strokeOpacity={0.6} />
          <Check x={318} y={y} r={8} />
          <rect x={334} y={y - 3} width={58 - index * 6} height={6} rx={3} fill={slate} />
          <rect x={408} y={y - 4} width={34} height={8} rx={4} fill={green} />
        </g>
      ))}
      <Card x={40} y={284} w={180} h={48} />
      <Check x={64} y={308} />
      <Lines x={82} y={305} widths={[118]} />
    </Art>
  );
}

/** Custom development: a made-to-measure web app, its code and the customer portal on a phone. */
export function CustomDevelopmentVisual() {
  return (
    <Art>
      <Glow x={220} y={160} r={130} />
      <Card x={20} y={36} w={340} h={236} />
      {[40, 54, 68].map((x) => (
        <circle key={x} cx={x} cy={56} r={4} fill={white} fillOpacity={0.4} />
      ))}
      <Lines x={40} y={92} widths={[62, 46, 54, 40, 50]} gap={20} />
      <rect x={122} y={78} width={222} height={176} rx={12} fill={white} />
      <Lines x={140} y={96} widths={[96, 60]} solid />
      <rect x={140} y={128} width={186} height={24} rx={6} stroke={slate} fill={paleSlate} />
      <rect
        x={140}
        y={162}
        width={186}
        height={24}
        rx={6}
        stroke={green}
        strokeWidth={1.5}
        fill={paleGreen}
      />
      <rect x={140} y={204} width={84} height={28} rx={8} fill={brand} />
      <rect x={156} y={216} width={52} height={5} rx={2.5} fill={white} />
      <rect
        x={42}
        y={238}
        width={200}
        height={96}
        rx={14}
        fill={ink}
        opacity={0.3}
        transform="translate(2 8)"
      />
      <rect
        x={42}
        y={238}
        width={200}
        height={96}
        rx={14}
        fill={ink}
        fillOpacity={0.92}
        stroke={mint}
        strokeOpacity={0.3}
      />
      <Glyph icon={CodeXml} x={58} y={252} size={22} color={accent} />
      {[
        [88, 70, mint],
        [102, 96, white],
        [102, 60, green],
        [88, 84, white],
      ].map(([x, width, fill], index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
          key={index}
          x={Number(x)}
          y={260 + index * 16}
          width={Number(width)}
          height={6}
          rx={3}
          fill={String(fill)}
          fillOpacity={0.7}
        />
      ))}
      <Card x={380} y={88} w={84} h={156} r={16} solid />
      <rect x={406} y={98} width={32} height={4} rx={2} fill={slate} />
      <Glyph icon={Smartphone} x={408} y={116} size={28} color={brand} />
      <Lines x={394} y={160} widths={[56, 40, 48]} solid />
      <rect x={394} y={210} width={56} height={20} rx={6} fill={green} />
      <Wire d="M360 170 H380" />
    </Art>
  );
}

/** System integration: the business's systems joined through one integration hub. */
export function SystemIntegrationVisual() {
  const systems = [
    { icon: Users, x: 40, y: 40 },
    { icon: Calculator, x: 376, y: 40 },
    { icon: ShoppingCart, x: 8, y: 148 },
    { icon: CalendarDays, x: 408, y: 148 },
    { icon: Mail, x: 40, y: 256 },
    { icon: Database, x: 376, y: 256 },
  ];
  return (
    <Art>
      <Glow x={240} y={180} r={120} />
      {systems.map(({ x, y }) => (
        <Wire key={`${x}-${y}`} d={`M${x + 32} ${y + 32} L240 180`} />
      ))}
      {systems.map(({ icon, x, y }) => (
        <g key={`${x}-${y}`}>
          <Card x={x} y={y} w={64} h={64} />
          <Tile icon={icon} x={x + 12} y={y + 12} />
        </g>
      ))}
      <circle cx={240} cy={180} r={76} stroke={mint} strokeOpacity={0.35} strokeDasharray="2 6" />
      <circle cx={240} cy={180} r={54} fill={green} opacity={0.2} />
      <circle cx={240} cy={180} r={42} fill={brand} stroke={mint} strokeOpacity={0.5} />
      <Glyph icon={Workflow} x={220} y={160} size={40} />
      {systems.map(({ x, y }) => {
        const dx = x + 32 - 240;
        const dy = y + 32 - 180;
        const length = Math.hypot(dx, dy);
        return (
          <Dot
            key={`${x}-${y}`}
            x={240 + (dx / length) * 76}
            y={180 + (dy / length) * 76}
            r={3.5}
            color={mint}
          />
        );
      })}
    </Art>
  );
}

/** Data management: scattered sources cleaned in a pipeline and delivered to a live dashboard. */
export function DataManagementVisual() {
  const sources = [46, 150, 254];
  return (
    <Art>
      <Glow x={360} y={180} r={120} />
      {sources.map((y) => (
        <Wire key={y} d={`M124 ${y + 30} C160 ${y + 30} 160 180 188 180`} />
      ))}
      {sources.map((y) => (
        <g key={y}>
          <Card x={20} y={y} w={104} h={60} />
          <Tile icon={Database} x={32} y={y + 12} size={36} />
          <Lines x={78} y={y + 20} widths={[34, 24]} />
        </g>
      ))}
      <Tile icon={Filter} x={188} y={152} size={56} tone="brand" />
      <Wire d="M244 180 H282" />
      <Dot x={282} y={180} />
      <Card x={284} y={52} w={176} h={256} solid />
      <Lines x={302} y={72} widths={[76]} solid />
      {[302, 382].map((x, index) => (
        <g key={x}>
          <rect x={x} y={92} width={62} height={46} rx={8} fill={paleGreen} />
          <rect x={x + 10} y={104} width={index ? 30 : 38} height={9} rx={4.5} fill={brand} />
          <rect x={x + 10} y={120} width={28} height={5} rx={2.5} fill={slate} />
        </g>
      ))}
      {[160, 190, 220].map((y) => (
        <path key={y} d={`M302 ${y} H444`} stroke={slate} strokeOpacity={0.6} />
      ))}
      <path
        d="M302 226 L326 214 L352 218 L378 196 L404 186 L442 158 V232 H302 Z"
        fill={green}
        fillOpacity={0.16}
      />
      <path
        d="M302 226 L326 214 L352 218 L378 196 L404 186 L442 158"
        stroke={brand}
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={442} cy={158} r={4.5} fill={brand} stroke={white} strokeWidth={2} />
      {[18, 30, 24, 38, 32, 44].map((height, index) => (
        <rect
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing
          key={index}
          x={302 + index * 24}
          y={290 - height}
          width={14}
          height={height}
          rx={3}
          fill={green}
          fillOpacity={0.3 + index * 0.1}
        />
      ))}
    </Art>
  );
}

/** Inventory management: orders from every channel update stock, and low stock triggers a reorder. */
export function InventoryManagementVisual() {
  const orders = [
    { icon: ShoppingCart, y: 48 },
    { icon: Store, y: 142 },
    { icon: Receipt, y: 236 },
  ];
  const shelves = [
    { y: 112, level: 78, fill: green },
    { y: 176, level: 52, fill: green },
    { y: 240, level: 16, fill: accent },
  ];
  return (
    <Art>
      <Glow x={340} y={180} r={120} />
      {orders.map(({ y }) => (
        <Wire key={y} d={`M152 ${y + 36} C186 ${y + 36} 190 180 224 180`} />
      ))}
      {orders.map(({ icon, y }) => (
        <g key={y}>
          <Card x={20} y={y} w={132} h={72} />
          <Tile icon={icon} x={34} y={y + 16} />
          <Lines x={86} y={y + 24} widths={[52, 36]} />
        </g>
      ))}
      <Dot x={224} y={180} />
      <Card x={226} y={40} w={234} h={280} solid />
      <Tile icon={Warehouse} x={242} y={56} size={34} tone="light" />
      <Lines x={286} y={66} widths={[90]} solid />
      {shelves.map(({ y, level, fill }, row) => (
        <g key={y}>
          {[0, 1, 2].slice(0, 3 - row).map((box) => (
            <rect
              key={box}
              x={244 + box * 30}
              y={y}
              width={24}
              height={24}
              rx={5}
              fill={box === 1 ? brand : green}
              fillOpacity={box === 2 ? 0.45 : 1}
            />
          ))}
          <Glyph icon={Package} x={248} y={y + 4} size={16} />
          <path d={`M240 ${y + 32} H444`} stroke={slate} strokeWidth={2} />
          <rect x={344} y={y + 8} width={76} height={8} rx={4} fill={lightSlate} />
          <rect x={344} y={y + 8} width={level} height={8} rx={4} fill={fill} />
        </g>
      ))}
      <Tile icon={RefreshCw} x={426} y={240} size={24} tone="accent" />
      <Wire d="M438 266 V288 H300" hot />
    </Art>
  );
}
