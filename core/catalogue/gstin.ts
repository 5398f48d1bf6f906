import { Schema } from "effect"
import { isValidGstin } from "../checkout/gstin.ts"

export const Gstin = Schema.String.check(
  Schema.makeFilter((value: string) => isValidGstin(value) || "not a valid GSTIN (shape or check character)"),
)
