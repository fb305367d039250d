/**
 * Illustrations of the tools each case study delivered: drawn for this site in the style of the
 * hero visuals (rounded cards, brand green, amber for what needs attention), never screenshots of
 * a client's system. Static SVG rendered at build, each under 3 KB gzip (tools.test.tsx).
 */
import {
  CameraIcon,
  CarFrontIcon,
  CloudRainIcon,
  type LucideIcon,
  PackageIcon,
  TriangleAlertIcon,
  ZapIcon,
} from "lucide-react";
import type { ReactNode } from "react";

const WIDTH = 400;
const HEIGHT = 280;

function Glyph({
  icon: Icon,
  x,
  y,
  size = 20,
  className,
}: {
  icon: LucideIcon;
  x: number;
  y: number;
  size?: number;
  className: string;
}) {
  return <Icon x={x} y={y} width={size} height={size} className={className} aria-hidden="true" />;
}

/** A line of text in the drawing (the site's font, a token colour). */
function Label({
  x,
  y,
  children,
  size = 13,
  bold = false,
  className = "fill-ink",
  anchor,
}: {
  x: number;
  y: number;
  children: ReactNode;
  size?: number;
  bold?: boolean;
  className?: string;
  anchor?: "middle" | "end";
}) {
  return (
    <text
      x={x}
      y={y}
      fontSize={size}
      fontWeight={bold ? 700 : undefined}
      textAnchor={anchor}
      className={className}
    >
      {children}
    </text>
  );
}

/** A rounded check mark in brand green. */
function Check({ x, y }: { x: number; y: number }) {
  return (
    <>
      <circle cx={x} cy={y} r={9} className="fill-brand-600" />
      <path
        d={`M${x - 4} ${y}l3 3 5-6`}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
        className="stroke-white"
      />
    </>
  );
}

/** Manufacturing: the tablet traveler at a packaging line, with its first-label check. */
function TabletTraveler() {
  return (
    <>
      <rect x={24} y={12} width={352} height={256} rx={22} className="fill-ink" />
      <rect x={38} y={26} width={324} height={228} rx={10} className="fill-white" />
      <rect x={38} y={26} width={324} height={36} rx={10} className="fill-brand-700" />
      <rect x={38} y={50} width={324} height={12} className="fill-brand-700" />
      <Label x={54} y={49} bold className="fill-white">
        Line 3 · Job running
      </Label>
      <circle cx={340} cy={44} r={5} className="fill-brand-300" />
      <rect x={54} y={76} width={130} height={48} rx={10} className="fill-brand-600" />
      <Label x={119} y={105} size={17} bold anchor="middle" className="fill-white">
        Start
      </Label>
      <rect x={54} y={134} width={130} height={48} rx={10} className="fill-slate-200" />
      <Label x={119} y={163} size={17} bold anchor="middle">
        Stop
      </Label>
      <rect
        x={198}
        y={76}
        width={148}
        height={106}
        rx={10}
        className="fill-slate-50 stroke-slate-200"
      />
      <Label x={212} y={98} className="fill-muted">
        Count
      </Label>
      <Label x={212} y={130} size={28} bold>
        1,240
      </Label>
      <Label x={212} y={158} className="fill-muted">
        Scrap
      </Label>
      <Label x={332} y={158} bold anchor="end">
        18
      </Label>
      <rect
        x={54}
        y={196}
        width={292}
        height={44}
        rx={10}
        className="fill-brand-50 stroke-brand-200"
      />
      <Glyph icon={CameraIcon} x={66} y={208} className="text-brand-700" />
      <Label x={96} y={223}>
        First label
      </Label>
      <Check x={250} y={218} />
      <Label x={264} y={223} bold className="fill-brand-700">
        Matches job
      </Label>
    </>
  );
}

/** Retail: a low-stock alert with the product's stock at each store and a transfer to make. */
function InventoryAlert() {
  const stores = [
    ["Everett", 2, "fill-accent"],
    ["Bellevue", 14, "fill-brand-500"],
    ["Tacoma", 9, "fill-brand-500"],
    ["Warehouse", 36, "fill-brand-300"],
  ] as const;
  return (
    <>
      <rect
        x={20}
        y={16}
        width={360}
        height={248}
        rx={16}
        className="fill-white stroke-slate-200"
      />
      <rect x={36} y={32} width={36} height={36} rx={10} className="fill-amber-100" />
      <Glyph icon={TriangleAlertIcon} x={44} y={40} className="text-amber-600" />
      <Label x={84} y={47} size={15} bold>
        Low stock: Everett
      </Label>
      <Label x={84} y={64} className="fill-muted">
        Ceramic pour-over set · reorder point 6
      </Label>
      <path d="M36 84 H364" className="stroke-slate-200" />
      {stores.map(([name, stock, fill], index) => {
        const y = 110 + index * 38;
        return (
          <g key={name}>
            <Label x={36} y={y + 5}>
              {name}
            </Label>
            <rect x={120} y={y - 5} width={140} height={10} rx={5} className="fill-slate-100" />
            <rect x={120} y={y - 5} width={4 + stock * 3.6} height={10} rx={5} className={fill} />
            <Label x={270} y={y + 5} bold>
              {stock}
            </Label>
          </g>
        );
      })}
      <rect x={298} y={135} width={66} height={26} rx={8} className="fill-brand-700" />
      <Label x={331} y={153} size={12} bold anchor="middle" className="fill-white">
        Transfer
      </Label>
    </>
  );
}

/** Service: the morning dispatch board, a lane per crew, and one crew's route on the map. */
function DispatchBoard() {
  const lanes = [
    ["Crew A", [0, 50, 100]],
    ["Crew B", [20, 84]],
    ["Crew C", [0, 54, 106]],
  ] as const;
  const stops = [
    [280, 232],
    [300, 176],
    [344, 150],
    [328, 96],
    [368, 52],
  ] as const;
  return (
    <>
      <rect
        x={12}
        y={16}
        width={236}
        height={248}
        rx={16}
        className="fill-white stroke-slate-200"
      />
      <Label x={28} y={42} size={15} bold>
        Today's routes
      </Label>
      {["8", "10", "12", "2"].map((hour, index) => (
        <Label key={hour} x={86 + index * 44} y={66} size={11} className="fill-muted">
          {hour}
        </Label>
      ))}
      {lanes.map(([crew, starts], lane) => {
        const y = 80 + lane * 44;
        return (
          <g key={crew}>
            <Label x={28} y={y + 20} size={12} className="fill-muted">
              {crew}
            </Label>
            {starts.map((start) => (
              <rect
                key={start}
                x={84 + start}
                y={y + 6}
                width={44}
                height={22}
                rx={6}
                className="fill-brand-100 stroke-brand-300"
              />
            ))}
          </g>
        );
      })}
      <rect
        x={84}
        y={222}
        width={44}
        height={26}
        rx={6}
        strokeDasharray="4 3"
        className="fill-white stroke-amber-500"
      />
      <Glyph icon={CloudRainIcon} x={97} y={226} size={18} className="text-amber-600" />
      <path d="M130 235 H186" strokeDasharray="4 4" className="stroke-amber-500" />
      <rect x={188} y={222} width={44} height={26} rx={6} className="fill-brand-600" />
      <Label x={210} y={240} size={11} bold anchor="middle" className="fill-white">
        Thu
      </Label>
      <rect
        x={260}
        y={16}
        width={128}
        height={248}
        rx={16}
        className="fill-brand-50 stroke-brand-200"
      />
      <path
        d="M260 120 H388 M260 200 H388 M312 16 V264 M356 16 V264"
        strokeWidth={6}
        className="stroke-white"
      />
      <path
        d="M280 232 L300 176 L344 150 L328 96 L368 52"
        strokeWidth={3}
        strokeLinejoin="round"
        fill="none"
        className="stroke-brand-600"
      />
      {stops.map(([x, y]) => (
        <circle
          key={`${x}-${y}`}
          cx={x}
          cy={y}
          r={6}
          strokeWidth={3}
          className="fill-white stroke-brand-700"
        />
      ))}
    </>
  );
}

/** E-commerce: five channels routed through one hub into a single fulfillment queue. */
function OrderRouting() {
  const channels = ["Web store", "Marketplace", "Marketplace", "Wholesale", "Shop orders"];
  return (
    <>
      {channels.map((channel, index) => {
        const y = 20 + index * 50;
        return (
          <g key={`${channel}-${y}`}>
            <rect
              x={8}
              y={y}
              width={110}
              height={36}
              rx={10}
              className="fill-white stroke-slate-200"
            />
            <Label x={63} y={y + 23} size={12} anchor="middle">
              {channel}
            </Label>
            <path
              d={`M118 ${y + 18} C150 ${y + 18} 140 140 168 140`}
              strokeDasharray="4 4"
              fill="none"
              className="stroke-brand-300"
            />
          </g>
        );
      })}
      <circle cx={192} cy={140} r={26} className="fill-brand-700" />
      <Glyph icon={ZapIcon} x={180} y={128} size={24} className="text-white" />
      <path d="M218 140 H236" className="stroke-brand-300" strokeDasharray="4 4" />
      <rect
        x={236}
        y={40}
        width={152}
        height={200}
        rx={14}
        className="fill-white stroke-slate-200"
      />
      <Label x={250} y={64} bold>
        One queue
      </Label>
      {[0, 1, 2, 3].map((row) => {
        const y = 80 + row * 36;
        return (
          <g key={row}>
            <rect x={250} y={y} width={70} height={8} rx={4} className="fill-slate-200" />
            <rect x={250} y={y + 13} width={44} height={6} rx={3} className="fill-slate-100" />
            <rect x={330} y={y} width={44} height={18} rx={9} className="fill-brand-100" />
            <Label x={352} y={y + 13} size={10} bold anchor="middle" className="fill-brand-800">
              Label
            </Label>
          </g>
        );
      })}
      <Glyph icon={PackageIcon} x={250} y={206} size={22} className="text-brand-700" />
      <Label x={280} y={222} size={12} bold className="fill-brand-700">
        Ships today
      </Label>
    </>
  );
}

/** Healthcare: online intake on the patient's phone, and the reminder that confirms the visit. */
function PatientIntake() {
  return (
    <>
      <rect x={24} y={8} width={150} height={264} rx={22} className="fill-ink" />
      <rect x={34} y={22} width={130} height={236} rx={12} className="fill-white" />
      <Label x={46} y={46} bold>
        New patient
      </Label>
      {[60, 100, 140].map((y) => (
        <g key={y}>
          <rect x={46} y={y} width={50} height={6} rx={3} className="fill-slate-300" />
          <rect
            x={46}
            y={y + 12}
            width={106}
            height={20}
            rx={5}
            className="fill-slate-50 stroke-slate-200"
          />
        </g>
      ))}
      <rect x={46} y={182} width={14} height={14} rx={3} className="fill-brand-600" />
      <path d="M49 189l3 3 5-6" strokeWidth={2} fill="none" className="stroke-white" />
      <Label x={66} y={194} size={11}>
        Consent signed
      </Label>
      <rect x={46} y={212} width={106} height={30} rx={8} className="fill-brand-700" />
      <Label x={99} y={232} size={13} bold anchor="middle" className="fill-white">
        Submit
      </Label>
      <rect x={196} y={20} width={188} height={62} rx={14} className="fill-slate-100" />
      <Label x={210} y={44} size={12}>
        Reminder: your visit is
      </Label>
      <Label x={210} y={62} size={12}>
        Tue 9:00. Confirm?
      </Label>
      <rect x={316} y={92} width={68} height={30} rx={14} className="fill-brand-600" />
      <Label x={350} y={112} size={12} bold anchor="middle" className="fill-white">
        Confirm
      </Label>
      <rect
        x={196}
        y={138}
        width={188}
        height={124}
        rx={14}
        className="fill-white stroke-slate-200"
      />
      <Label x={210} y={160} size={12} bold>
        Tuesday
      </Label>
      {[0, 1, 2].map((row) => (
        <rect
          key={row}
          x={210}
          y={172 + row * 28}
          width={160}
          height={20}
          rx={5}
          className={row === 1 ? "fill-brand-100 stroke-brand-300" : "fill-slate-100"}
        />
      ))}
      <Label x={218} y={214} size={11} bold className="fill-brand-800">
        Filled from waitlist
      </Label>
    </>
  );
}

/** Dealership: the group's lead board with response timers, and a trade-in listed. */
function LeadBoard() {
  const columns = [
    ["New", 1],
    ["Contacted", 2],
    ["Appointment", 2],
  ] as const;
  return (
    <>
      {columns.map(([title, cards], column) => {
        const x = 8 + column * 130;
        return (
          <g key={title}>
            <rect x={x} y={12} width={122} height={180} rx={12} className="fill-slate-100" />
            <Label x={x + 12} y={34} size={12} bold>
              {title}
            </Label>
            {Array.from({ length: cards }, (_, card) => {
              const y = 46 + card * 68;
              return (
                <g key={y}>
                  <rect
                    x={x + 8}
                    y={y}
                    width={106}
                    height={58}
                    rx={8}
                    className="fill-white stroke-slate-200"
                  />
                  <rect
                    x={x + 18}
                    y={y + 12}
                    width={60}
                    height={7}
                    rx={3.5}
                    className="fill-slate-300"
                  />
                  <rect
                    x={x + 18}
                    y={y + 26}
                    width={40}
                    height={6}
                    rx={3}
                    className="fill-slate-200"
                  />
                  <rect
                    x={x + 18}
                    y={y + 38}
                    width={38}
                    height={12}
                    rx={6}
                    className="fill-brand-100"
                  />
                </g>
              );
            })}
          </g>
        );
      })}
      <rect x={68} y={86} width={44} height={16} rx={8} className="fill-accent" />
      <Label x={90} y={98} size={11} bold anchor="middle">
        0:42
      </Label>
      <rect x={8} y={204} width={384} height={64} rx={12} className="fill-white stroke-slate-200" />
      <rect x={20} y={216} width={40} height={40} rx={10} className="fill-brand-50" />
      <Glyph icon={CarFrontIcon} x={28} y={224} size={24} className="text-brand-700" />
      <Label x={72} y={233} bold>
        Trade-in
      </Label>
      <Label x={72} y={251} size={12} className="fill-muted">
        Photos approved · priced
      </Label>
      <Check x={300} y={236} />
      <Label x={316} y={241} bold className="fill-brand-700">
        Listed
      </Label>
    </>
  );
}

/** The drawing of each case study's delivered tool, by the case study's path. */
export const toolDrawings = {
  "/manufacturing-automation": TabletTraveler,
  "/retail-operations": InventoryAlert,
  "/service-industry": DispatchBoard,
  "/ecommerce-solutions": OrderRouting,
  "/healthcare-operations": PatientIntake,
  "/dealership-automation": LeadBoard,
} as const;

export type ToolDrawingName = keyof typeof toolDrawings;

/** One drawing on its surface: a labelled image (its description read out), never decorative. */
export function ToolDrawing({ name, description }: { name: ToolDrawingName; description: string }) {
  const Drawing = toolDrawings[name];
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`Illustration: ${description}`}
      className="block h-auto w-full font-sans"
      data-tool-drawing
    >
      <Drawing />
    </svg>
  );
}
