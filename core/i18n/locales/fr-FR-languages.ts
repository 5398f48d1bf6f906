import type { Messages } from "../translate.ts"

/** French: the language picker. The languages' names stay in their own language. */
export const frFRLanguages = {
  "language.label": "Langue",
  "language.name.en-IN": "English (India)",
  "language.name.en-GB": "English (UK)",
  "language.name.fr-FR": "Français",
} satisfies Messages
