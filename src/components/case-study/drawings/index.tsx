/**
 * Illustrations of the tools each case study delivered, one file per case study: drawn for this
 * site with the drawing kit (rounded cards, brand green, amber for what needs attention) and
 * painted by the site's token classes, never screenshots of a client's system. Static SVG
 * rendered at build, each under 3 KB gzip (drawings.test.tsx).
 */
import { LeadBoard } from "./dealership-automation";
import { OrderRouting } from "./ecommerce-solutions";
import { PatientIntake } from "./healthcare-operations";
import { TabletTraveler } from "./manufacturing-automation";
import { InventoryAlert } from "./retail-operations";
import { DispatchBoard } from "./service-industry";

const WIDTH = 400;
const HEIGHT = 280;

/** The drawing of each case study's delivered tool, by the case study's path. */
export const caseStudyDrawings = {
  "/manufacturing-automation": TabletTraveler,
  "/retail-operations": InventoryAlert,
  "/service-industry": DispatchBoard,
  "/ecommerce-solutions": OrderRouting,
  "/healthcare-operations": PatientIntake,
  "/dealership-automation": LeadBoard,
} as const;

export type CaseStudyDrawingName = keyof typeof caseStudyDrawings;

/** One drawing on its surface: a labelled image (its description read out), never decorative. */
export function CaseStudyDrawing({
  name,
  description,
}: {
  name: CaseStudyDrawingName;
  description: string;
}) {
  const Drawing = caseStudyDrawings[name];
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
