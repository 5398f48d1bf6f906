import type { Hotel } from "../catalogue/hotel.ts"
import { searchFields, toSearchHotel, type WireCatalogue, type WireExtras } from "./hotel-wire.ts"

type SearchField = keyof ReturnType<typeof searchFields>

/**
 * A hotel's wire JSON with holes: catalogue parts serialised and UTF-8 encoded once, then what a
 * search sets (distance, rank, rating and how many images).
 */
type Template = ReadonlyArray<
  Uint8Array | { readonly field: SearchField } | { readonly images: ReadonlyArray<Uint8Array> }
>

const utf8 = new TextEncoder()
const templateCache = new WeakMap<WireCatalogue, WeakMap<Hotel, Template>>()

const templateOf = (hotel: Hotel, catalogue: WireCatalogue): Template => {
  const byHotel = templateCache.get(catalogue) ?? new WeakMap<Hotel, Template>()
  templateCache.set(catalogue, byHotel)
  const cached = byHotel.get(hotel)
  if (cached !== undefined) return cached
  const all: WireExtras = { distanceKm: 0, rating: undefined, imagesCount: hotel.images.length, rank: {} }
  const wire = toSearchHotel(hotel, catalogue, all)
  const holes = searchFields(all)
  const template: Array<Template[number]> = []
  let text = "{"
  // In toSearchHotel's key order, so a rendered hotel is the same text as its JSON.stringify.
  for (const [key, value] of Object.entries(wire)) {
    text += `${text === "{" ? "" : ","}${JSON.stringify(key)}:`
    if (key === "images") {
      template.push(utf8.encode(text), { images: wire.images.map((i) => utf8.encode(JSON.stringify(i))) })
    } else if (key in holes) template.push(utf8.encode(text), { field: key as SearchField })
    else {
      text += JSON.stringify(value)
      continue
    }
    text = ""
  }
  template.push(utf8.encode(`${text}}`))
  byHotel.set(hotel, template)
  return template
}

/** Copies `text` into `out` at `at`; returns the new offset. */
const put = (out: Uint8Array, at: number, text: string): number => {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // Numbers, null and the caller's envelope are ASCII; anything else goes through the encoder.
    if (code >= 0x80) return at + utf8.encodeInto(text, out.subarray(at)).written
    out[at + i] = code
  }
  return at + text.length
}

/**
 * `before + hotels.map((h) => JSON.stringify(toSearchHotel(h…))).join(",") + after`, UTF-8 encoded,
 * from each hotel's catalogue fields serialised on its first search: a city's answer is hundreds of
 * hotels with their images (~3 KB each), and serialising, joining and encoding them again for every
 * search cost more than finding them.
 */
export const searchHotelsJson = (
  hotels: ReadonlyArray<readonly [Hotel, WireExtras]>,
  catalogue: WireCatalogue,
  before: string,
  after: string,
): Uint8Array => {
  const parts: Array<Uint8Array | string> = [before]
  hotels.forEach(([hotel, extras], n) => {
    if (n > 0) parts.push(",")
    const fields = searchFields(extras)
    for (const part of templateOf(hotel, catalogue)) {
      if (part instanceof Uint8Array) parts.push(part)
      else if ("field" in part) parts.push(JSON.stringify(fields[part.field]))
      else {
        parts.push("[")
        const images = Math.min(extras.imagesCount, part.images.length)
        for (let i = 0; i < images; i++) parts.push(...(i > 0 ? [",", part.images[i]!] : [part.images[i]!]))
        parts.push("]")
      }
    }
  })
  parts.push(after)
  // A string takes at most 3 bytes per UTF-16 unit.
  const out = new Uint8Array(parts.reduce((n, p) => n + (typeof p === "string" ? 3 * p.length : p.length), 0))
  let at = 0
  for (const part of parts) {
    if (typeof part === "string") at = put(out, at, part)
    else {
      out.set(part, at)
      at += part.length
    }
  }
  return out.subarray(0, at)
}
