import { TriangleAlertIcon } from "lucide-react";
import { Glyph, Label } from "~/components/drawing/marks";

/** Retail: a low-stock alert with the product's stock at each store and a transfer to make. */
export function InventoryAlert() {
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
      <Label x={84} y={47} size={15} weight={700}>
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
            <Label x={270} y={y + 5} weight={700}>
              {stock}
            </Label>
          </g>
        );
      })}
      <rect x={298} y={135} width={66} height={26} rx={8} className="fill-brand-700" />
      <Label x={331} y={153} size={12} weight={700} anchor="middle" className="fill-white">
        Transfer
      </Label>
    </>
  );
}
