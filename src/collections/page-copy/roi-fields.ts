/**
 * The ROI calculator's inputs, named as in spec section 3: its form fields and query keys, and
 * the fields its copy gives words for (./own.ts). Plain, so the calculator's island holds no schema.
 */
export const roiFields = [
  "currentLaborCosts",
  "currentErrorCosts",
  "currentTimeWaste",
  "automationInvestment",
  "expectedEfficiencyGain",
  "expectedErrorReduction",
  "expectedTimeSavings",
] as const;

export type RoiField = (typeof roiFields)[number];
