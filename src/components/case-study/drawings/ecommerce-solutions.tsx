import { PackageIcon, ZapIcon } from "lucide-react";
import { Glyph, Label } from "~/components/drawing/marks";

/** E-commerce: five channels routed through one hub into a single fulfillment queue. */
export function OrderRouting() {
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
      <Label x={250} y={64} weight={700}>
        One queue
      </Label>
      {[0, 1, 2, 3].map((row) => {
        const y = 80 + row * 36;
        return (
          <g key={row}>
            <rect x={250} y={y} width={70} height={8} rx={4} className="fill-slate-200" />
            <rect x={250} y={y + 13} width={44} height={6} rx={3} className="fill-slate-100" />
            <rect x={330} y={y} width={44} height={18} rx={9} className="fill-brand-100" />
            <Label
              x={352}
              y={y + 13}
              size={10}
              weight={700}
              anchor="middle"
              className="fill-brand-800"
            >
              Label
            </Label>
          </g>
        );
      })}
      <Glyph icon={PackageIcon} x={250} y={206} size={22} className="text-brand-700" />
      <Label x={280} y={222} size={12} weight={700} className="fill-brand-700">
        Ships today
      </Label>
    </>
  );
}
