/** Prices and marketing claims of spec section 9: every page and JSON-LD block imports them. */
export const priceLabels = {
  processAutomation: "Starting at $4,500",
  customDevelopment: "Starting at $2,500",
  systemIntegration: "Starting at $1,800",
  contactForPricing: "Contact for pricing",
} as const;

export const claims = {
  costReduction: "30-50%",
  hoursSavedWeekly: "20+",
  paybackMonths: "3-6 months",
  simpleAutomationWeeks: "2-4 weeks",
  integrationWeeks: "6-12 weeks",
  accuracyImprovement: "95%",
  manualWorkReduction: "60-80%",
  carryingCostReduction: "20-30%",
  salesIncrease: "5-15%",
  inventoryAccuracy: "99%+",
  auditSavings: "15-30%",
  efficiencySavings: "20-40%",
  averageRoi: "300%",
  roiAnalysisCostReduction: "85%",
  roadmapTimeline: "8-15 weeks",
  roadmapSuccessRate: "100%",
  roiGuaranteeMonths: 6,
} as const;

/** The pricing page's packages, add-ons and terms (spec section 9, "Pricing page"). */
export const pricing = {
  discovery: { price: "$1,500", duration: "1-2 weeks" },
  implementation: { price: "$4,500", duration: "4-6 weeks", supportMonths: 2 },
  enterprise: { price: "Custom Quote", duration: "8+ weeks", supportMonths: 3 },
  addOns: {
    training: "$200 per session",
    extendedSupport: "$500 per month",
    customIntegrations: "$800+",
    analyticsSetup: "$600",
  },
  /** Payment plans: typically this much upfront, the rest on completion. */
  upfrontShare: "50%",
  discoveryCallMinutes: 30,
} as const;
