import { CloudRainIcon } from "lucide-react";
import { Glyph, Label } from "~/components/drawing/marks";

/** Service: the morning dispatch board, a lane per crew, and one crew's route on the map. */
export function DispatchBoard() {
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
      <Label x={28} y={42} size={15} weight={700}>
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
      <Label x={210} y={240} size={11} weight={700} anchor="middle" className="fill-white">
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
