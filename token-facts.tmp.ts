// Conversion aid (not committed): the facts with every leaf replaced by its token.
import claimsFile from "~/content/claims.json";
import siteFile from "~/content/site.json";
function mirror(node: unknown, prefix: string): unknown {
  if (typeof node === "string" || typeof node === "number") return `{{${prefix}}}`;
  if (Array.isArray(node)) return node;
  return Object.fromEntries(
    Object.entries(node as object).map(([k, v]) => [k, mirror(v, `${prefix}.${k}`)]),
  );
}
const siteM = mirror(siteFile, "site") as any;
siteM.founder.firstName = "{{site.founder.firstName}}";
siteM.social = siteFile.social;
siteM.externalResources = siteFile.externalResources;
export const site = siteM;
export const claims = mirror(claimsFile.claims, "claims") as any;
export const priceLabels = mirror(claimsFile.priceLabels, "priceLabels") as any;
export const pricing = mirror(claimsFile.pricing, "pricing") as any;
