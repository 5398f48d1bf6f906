import type { BrandClass, BrandCode } from "./brand.ts"

// Apart from the brand schemas (./brand.ts, which re-exports it): listing pages classify
// brands before they hydrate, without Effect (docs/decisions/070-javascript-budget.md).

/** spec-search §1: every brand code other than trend and tryst maps to class Economy. */
export const brandClassOf = (code: BrandCode): BrandClass =>
  code === "trend" ? "Standard" : code === "tryst" ? "Premium" : "Economy"
