import { CarFrontIcon } from "lucide-react";
import { Check, Glyph, Label } from "~/components/drawing/marks";

/** Dealership: the group's lead board with response timers, and a trade-in listed. */
export function LeadBoard() {
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
            <Label x={x + 12} y={34} size={12} weight={700}>
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
      <Label x={90} y={98} size={11} weight={700} anchor="middle">
        0:42
      </Label>
      <rect x={8} y={204} width={384} height={64} rx={12} className="fill-white stroke-slate-200" />
      <rect x={20} y={216} width={40} height={40} rx={10} className="fill-brand-50" />
      <Glyph icon={CarFrontIcon} x={28} y={224} size={24} className="text-brand-700" />
      <Label x={72} y={233} weight={700}>
        Trade-in
      </Label>
      <Label x={72} y={251} size={12} className="fill-muted">
        Photos approved · priced
      </Label>
      <Check x={300} y={236} className="fill-brand-600" />
      <Label x={316} y={241} weight={700} className="fill-brand-700">
        Listed
      </Label>
    </>
  );
}
