import { enIN } from "./locales/en-IN.ts"

/**
 * A message with a form per plural category; `other` is required, as CLDR requires. `zero` is
 * also used for an exact count of 0 in languages whose rules have no zero category (English).
 */
export interface PluralMessage {
  readonly zero?: string
  readonly one?: string
  readonly two?: string
  readonly few?: string
  readonly many?: string
  readonly other: string
}

export type Message = string | PluralMessage

export type MessageKey = keyof typeof enIN

/** A locale file: any subset of the default messages; what it lacks falls back to en-IN. */
export type Messages = { readonly [K in MessageKey]?: Message }

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never

type ParamsOf<M> = M extends string
  ? Placeholders<M>
  : M extends PluralMessage
    ? "count" | Placeholders<M[keyof M]>
    : never

/** The `{name}` placeholders of a message (plus `count` for plural messages). */
export type MessageParams<K extends MessageKey> = ParamsOf<(typeof enIN)[K]>

/** Keys of messages that take no parameters: safe to store in tables and pass around. */
export type PlainMessageKey = {
  [K in MessageKey]: [MessageParams<K>] extends [never] ? K : never
}[MessageKey]

export type ParamValues<K extends MessageKey> = { readonly [P in MessageParams<K>]: string | number }

export type TranslateArgs<K extends MessageKey> = [MessageParams<K>] extends [never]
  ? []
  : [params: ParamValues<K>]

export type Translate = <K extends MessageKey>(key: K, ...args: TranslateArgs<K>) => string

export interface TranslatorOptions {
  /**
   * Told about every text that could not be produced in the locale (spec-checkout §8
   * 'Translation failure: logged, default text shown'). Defaults to a console warning.
   */
  readonly onMissing?: (problem: { locale: string; key: string; reason: string }) => void
}

const warn: NonNullable<TranslatorOptions["onMissing"]> = ({ locale, key, reason }) =>
  console.warn(`[i18n] ${locale} ${key}: ${reason}`)

const isPlural = (message: Message): message is PluralMessage => typeof message === "object"

/** Fills `{name}` placeholders; null when a value is missing, so the caller can fall back. */
const fill = (text: string, params: Readonly<Record<string, string | number>>): string | null => {
  let complete = true
  const out = text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) {
      complete = false
      return whole
    }
    return String(value)
  })
  return complete ? out : null
}

const render = (
  message: Message,
  plurals: Intl.PluralRules,
  params: Readonly<Record<string, string | number>>,
): string | null => {
  if (!isPlural(message)) return fill(message, params)
  const count = params.count
  if (typeof count !== "number") return null
  const form = count === 0 && message.zero !== undefined ? message.zero : message[plurals.select(count)]
  return fill(form ?? message.other, params)
}

/**
 * A `t(key, params)` for one locale. Lookup order: the locale's file, then the en-IN default;
 * a key unknown to both (only possible through an unchecked cast) shows the key itself.
 */
export const createTranslator = (
  locale: string,
  messages: Messages,
  options: TranslatorOptions = {},
): Translate => {
  const onMissing = options.onMissing ?? warn
  const plurals = new Intl.PluralRules(locale)
  const defaultPlurals = new Intl.PluralRules("en-IN")
  const reported = new Set<string>()
  const report = (key: string, reason: string) => {
    if (reported.has(key)) return
    reported.add(key)
    onMissing({ locale, key, reason })
  }
  return (key, ...args) => {
    const params: Readonly<Record<string, string | number>> = args[0] ?? {}
    const own = messages[key]
    if (own !== undefined) {
      const text = render(own, plurals, params)
      if (text !== null) return text
      report(key, "could not be filled; default text shown")
    } else if (messages !== enIN) {
      report(key, "missing; default text shown")
    }
    const fallback = (enIN as Readonly<Record<string, Message>>)[key]
    if (fallback === undefined) {
      report(key, "unknown key")
      return key
    }
    return render(fallback, defaultPlurals, params) ?? (isPlural(fallback) ? fallback.other : fallback)
  }
}
