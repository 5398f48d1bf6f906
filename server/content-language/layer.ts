import { Effect } from "effect"
import { type HttpBody, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { Locale } from "#core/i18n/locales.ts"
import { resolveLocale } from "#core/i18n/resolve-locale.ts"
import { Encodings, knownBody } from "../http/compression.ts"
import { frFR } from "./fr-FR.ts"
import { type ContentTranslations, translateAnswer } from "./translations.ts"

/** Languages whose content is not the English the API stores; en-GB reads the English as it is. */
const contentTranslations: Partial<Record<Locale, ContentTranslations>> = { "fr-FR": frFR }

const decoder = new TextDecoder()

/**
 * The translated body of each answer body, per language. Cached answers (ADR 076) hand out the
 * same body object to every reader, so a popular search is translated once, not per request.
 */
const translatedBodies = new Map<ContentTranslations, WeakMap<HttpBody.Uint8Array, HttpBody.Uint8Array>>()

const parsed = (text: string): { readonly answer: unknown } | undefined => {
  try {
    return { answer: JSON.parse(text) }
  } catch {
    return undefined
  }
}

const translatedBody = (
  body: HttpBody.Uint8Array,
  contentType: string,
  translations: ContentTranslations,
): HttpBody.Uint8Array => {
  let memo = translatedBodies.get(translations)
  if (memo === undefined) {
    memo = new WeakMap()
    translatedBodies.set(translations, memo)
  }
  const known = memo.get(body)
  if (known !== undefined) return known
  const json = parsed(body.text ?? decoder.decode(body.body))
  // A body that is not JSON after all goes out as it came.
  const translated = json === undefined ? undefined : translateAnswer(json.answer, translations)
  // Its compressed forms are made once too, as the cached English ones are (ADR 076).
  const made =
    json === undefined || translated === json.answer
      ? body
      : knownBody(new Encodings(JSON.stringify(translated)), contentType)
  memo.set(body, made)
  return made
}

/**
 * Answers pages only show: the catalogue, prices, content blocks, the cart (which holds no one's
 * details) and a member's bookings (their guest, contact and address fields are kept). Answers a
 * page edits and sends back (profile, feedback) and sign-in and GraphQL answers are never
 * translated: what a guest wrote, their name or address could match a text.
 */
const TRANSLATED =
  /^\/api\/(v5\/search\/|v6\/pricing\/hotels\/|v5\/pricing\/hotels\/[^/]+\/room-prices\/|v5\/hotels\/[^/]+\/details\/|v1\/hotels\/[^/]+\/images\/|v1\/facilities\/|v[123]\/contents\/|feedback\/v1\/ratings-summary\/|feedback\/v1\/hotel-feedbacks\/|v1\/posts\/faqs\/|v1\/psychological-triggers\/|v8\/checkout\/itinerary\/|v5\/checkout\/coupon\/|v2\/discount\/featured\/|v7\/checkout\/wallet\/|athena\/corporate-price\/|campaigns\/campaign-banners\/|v1\/brands\/|v1\/reward\/loyalty-page\/|v1\/booking\/booking-history\/|growth\/cancellation\/booking_details\/|v5\/checkout\/confirmed-booking\/)/

/** Whether answers to this path are translated (ADR 097). */
export const isTranslated = (path: string): boolean => TRANSLATED.test(path)

/**
 * The translations an answer to a translated path gets in the request's language (undefined: it
 * stays in English), or null for a path whose answers are never translated.
 */
const translationsFor = (url: string, cookie: string | undefined): ContentTranslations | undefined | null => {
  const query = url.indexOf("?")
  if (!isTranslated(query === -1 ? url : url.slice(0, query))) return null
  return contentTranslations[resolveLocale({ search: query === -1 ? "" : url.slice(query), cookie })]
}

/**
 * Whether this layer leaves the answer to a translated path in English, adding only its
 * `Vary: Cookie`: the one case a fast lane (ADR 125), which sends English, may answer.
 */
export const staysInEnglish = (url: string, cookie: string | undefined): boolean =>
  translationsFor(url, cookie) === undefined

/** The answer varies with the `locale` cookie; shared caches must key on it (ADR 097). */
const varyOnCookie = (response: HttpServerResponse.HttpServerResponse) => {
  const vary = response.headers.vary
  if (vary !== undefined && /(^|,)\s*(cookie|\*)\s*(,|$)/i.test(vary)) return response
  return HttpServerResponse.setHeader(
    response,
    "vary",
    vary === undefined || vary === "" ? "Cookie" : `${vary}, Cookie`,
  )
}

const inLanguage = (
  response: HttpServerResponse.HttpServerResponse,
  translations: ContentTranslations,
): HttpServerResponse.HttpServerResponse => {
  const body = response.body
  if (body._tag !== "Uint8Array") return response
  const contentType = response.headers["content-type"] ?? body.contentType
  if (!contentType.includes("json")) return response
  const made = translatedBody(body, contentType, translations)
  return made === body ? response : HttpServerResponse.setBody(response, made)
}

/**
 * Content answers in the visitor's language (ADR 097): the `locale` cookie (or `?lang=`),
 * as pages read it, chooses the translations of the display content; codes, ids and people's own
 * words stay. Server-rendered pages pass their language on to their in-process API calls.
 */
export const ContentLanguageLayer = HttpRouter.middleware(
  Effect.succeed((app) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const translations = translationsFor(request.url, request.headers.cookie)
      if (translations === null) return app
      return Effect.map(app, (response) =>
        varyOnCookie(translations === undefined ? response : inLanguage(response, translations)),
      )
    }),
  ),
  { global: true },
)
