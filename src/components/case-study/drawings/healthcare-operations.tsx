import { Label } from "~/components/drawing/marks";

/** Healthcare: online intake on the patient's phone, and the reminder that confirms the visit. */
export function PatientIntake() {
  return (
    <>
      <rect x={24} y={8} width={150} height={264} rx={22} className="fill-ink" />
      <rect x={34} y={22} width={130} height={236} rx={12} className="fill-white" />
      <Label x={46} y={46} weight={700}>
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
      <Label x={99} y={232} size={13} weight={700} anchor="middle" className="fill-white">
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
      <Label x={350} y={112} size={12} weight={700} anchor="middle" className="fill-white">
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
      <Label x={210} y={160} size={12} weight={700}>
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
      <Label x={218} y={214} size={11} weight={700} className="fill-brand-800">
        Filled from waitlist
      </Label>
    </>
  );
}
