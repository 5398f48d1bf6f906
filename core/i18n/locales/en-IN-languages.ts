/** Texts of the language picker, in en-IN; part of the default messages (en-IN.ts). */
export const languagesMessages = {
  "language.label": "Language",
  // Each language is named in its own language, so a reader finds theirs whatever the page's.
  "language.name.en-IN": "English (India)",
  "language.name.en-GB": "English (UK)",
  "language.name.fr-FR": "Français",
} as const
