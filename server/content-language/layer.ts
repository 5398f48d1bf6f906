import { Effect } from "effect"
import { HttpBody, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import type { Locale } from "#core/i18n/locales.ts"
import { resolveLocale } from "#core/i18n/resolve-locale.ts"
import { frFR } from "./fr-FR.ts"
import { type ContentTranslations, translateAnswer } from "./translations.ts"

/** Languages whose content is not the English the API stores; en-GB reads the English as it is. */
const contentTranslations: Partial<Record<Locale, ContentTranslations>> = { "fr-FR": frFR }

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/**
 * The translated bytes of each answer body, per language. Cached answers (ADR 076) hand out the
 * same byte array to every reader, so a popular search is translated once, not per request.
 */
const translatedBodies = new Map<ContentTranslations, WeakMap<Uint8Array, Uint8Array>>()

const translatedBody = (bytes: Uint8Array, translations: ContentTranslations): Uint8Array => {
  let memo = translatedBodies.get(translations)
  if (memo === undefined) {
    memo = new WeakMap()
    translatedBodies.set(translations, memo)
  }
  const known = memo.get(bytes)
  if (known !== undefined) return known
  const answer = JSON.parse(decoder.decode(bytes)) as unknown
  const translated = translateAnswer(answer, translations)
  const made = translated === answer ? bytes : encoder.encode(JSON.stringify(translated))
  memo.set(bytes, made)
  return made
}

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
  const bytes = translatedBody(body.body, translations)
  return bytes === body.body
    ? response
    : HttpServerResponse.setBody(response, HttpBody.uint8Array(bytes, contentType))
}

/**
 * API answers in the visitor's language (ADR 097): the `locale` cookie (or `?lang=`), as pages
 * read it, chooses the translations of the display content; codes, ids and people's own words
 * stay. Server-rendered pages pass their language on to their in-process API calls.
 */
export const ContentLanguageLayer = HttpRouter.middleware(
  Effect.succeed((app) =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      if (!request.url.startsWith("/api/")) return app
      const query = request.url.indexOf("?")
      const locale = resolveLocale({
        search: query === -1 ? "" : request.url.slice(query),
        cookie: request.headers.cookie,
      })
      const translations = contentTranslations[locale]
      return Effect.map(app, (response) =>
        varyOnCookie(translations === undefined ? response : inLanguage(response, translations)),
      )
    }),
  ),
  { global: true },
)
