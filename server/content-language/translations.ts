/**
 * A language's translations of the API's display content (ADR 097), keyed by the English text as
 * the catalogue and content store hold it, so content needs no key of its own to be translated.
 */
export interface ContentTranslations {
  /** Whole English strings and their translation. */
  readonly texts: Readonly<Record<string, string>>
  /** Texts made from a template (occupancy, rating summaries, descriptions): anchored patterns. */
  readonly patterns: ReadonlyArray<readonly [RegExp, string]>
}

const textOf = (texts: ContentTranslations["texts"], english: string): string | undefined =>
  Object.hasOwn(texts, english) ? texts[english] : undefined

const translateSentence = (sentence: string, translations: ContentTranslations): string | undefined => {
  const exact = textOf(translations.texts, sentence)
  if (exact !== undefined) return exact
  for (const [pattern, replacement] of translations.patterns) {
    if (pattern.test(sentence)) return sentence.replace(pattern, replacement)
  }
  return undefined
}

/**
 * Where one sentence ends and the next begins: a space after a full stop, ! or ?, except after an
 * initial ("0.4 km from M. Chinnaswamy Stadium." is one sentence).
 */
const SENTENCE_BREAK = /(?<=(?<!\b[A-Z])[.!?]) /

/**
 * The text in the other language: the whole text, else each of its sentences (descriptions are
 * made of template sentences; a pattern never spans two, so what it captures is a name, not an
 * untranslated sentence). Text it does not know, or only partly, is left as it is: half a
 * translated paragraph reads worse than an English one.
 */
export const translateText = (text: string, translations: ContentTranslations): string => {
  const exact = textOf(translations.texts, text)
  if (exact !== undefined) return exact
  const translated: Array<string> = []
  for (const sentence of text.split(SENTENCE_BREAK)) {
    const other = translateSentence(sentence, translations)
    if (other === undefined) return text
    translated.push(other)
  }
  return translated.join(" ")
}

/**
 * Fields that carry codes (the client decodes some as literals), a guest's details, addresses or
 * people's own words, never display content: a hotel whose id or slug happened to equal a text must keep it.
 */
const KEPT_FIELDS =
  /^(_tag|id|ids|slug|code|url|href|src|email|phone|key|type|token|status|state|class|kind|category|source|mode|method|review|comment|comments|question|answer|guest|contact|address)$|(Id|Ids|Slug|Code|Url|Href|Src|Email|Phone|Key|Type|Token)$|_(id|slug|code|url|type|key|status)$/

/** A record with one of these is someone's writing (a review, a question, an answer): kept whole. */
const WRITERS = ["author", "guest_name"]

/**
 * The answer with its display strings translated; its shape, numbers and kept fields unchanged.
 * Returns the same object when nothing changed, so callers can skip re-encoding. A search answer
 * repeats the same amenity names hundreds of times: each string is translated once per answer.
 */
export const translateAnswer = (answer: unknown, translations: ContentTranslations): unknown => {
  const done = new Map<string, string>()
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") {
      let translated = done.get(value)
      if (translated === undefined) {
        translated = translateText(value, translations)
        done.set(value, translated)
      }
      return translated
    }
    if (Array.isArray(value)) {
      let changed = false
      const items = value.map((item) => {
        const next = walk(item)
        if (next !== item) changed = true
        return next
      })
      return changed ? items : value
    }
    if (typeof value !== "object" || value === null) return value
    if (WRITERS.some((field) => Object.hasOwn(value, field))) return value
    let changed = false
    const entries = Object.entries(value).map(([field, item]): [string, unknown] => {
      if (KEPT_FIELDS.test(field)) return [field, item]
      const next = walk(item)
      if (next !== item) changed = true
      return [field, next]
    })
    return changed ? Object.fromEntries(entries) : value
  }
  return walk(answer)
}
