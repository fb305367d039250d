import { CameraIcon } from "lucide-react";
import { Check, Glyph, Label } from "~/components/drawing/marks";

/** Manufacturing: the tablet traveler at a packaging line, with its first-label check. */
export function TabletTraveler() {
  return (
    <>
      <rect x={24} y={12} width={352} height={256} rx={22} className="fill-ink" />
      <rect x={38} y={26} width={324} height={228} rx={10} className="fill-white" />
      <rect x={38} y={26} width={324} height={36} rx={10} className="fill-brand-700" />
      <rect x={38} y={50} width={324} height={12} className="fill-brand-700" />
      <Label x={54} y={49} weight={700} className="fill-white">
        Line 3 · Job running
      </Label>
      <circle cx={340} cy={44} r={5} className="fill-brand-300" />
      <rect x={54} y={76} width={130} height={48} rx={10} className="fill-brand-600" />
      <Label x={119} y={105} size={17} weight={700} anchor="middle" className="fill-white">
        Start
      </Label>
      <rect x={54} y={134} width={130} height={48} rx={10} className="fill-slate-200" />
      <Label x={119} y={163} size={17} weight={700} anchor="middle">
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
      <Label x={212} y={130} size={28} weight={700}>
        1,240
      </Label>
      <Label x={212} y={158} className="fill-muted">
        Scrap
      </Label>
      <Label x={332} y={158} weight={700} anchor="end">
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
      <Check x={250} y={218} className="fill-brand-600" />
      <Label x={264} y={223} weight={700} className="fill-brand-700">
        Matches job
      </Label>
    </>
  );
}
