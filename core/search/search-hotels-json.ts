import type { Hotel } from "../catalogue/hotel.ts"
import { searchFields, toSearchHotel, type WireCatalogue, type WireExtras } from "./hotel-wire.ts"

type SearchField = keyof ReturnType<typeof searchFields>

/**
 * A hotel's wire JSON with holes: catalogue parts serialised once, then what a search sets
 * (distance, rank, rating and how many images).
 */
type Template = ReadonlyArray<string | { readonly field: SearchField } | Images>

/** Every image's JSON joined with commas, and where each image ends: the first n are a slice. */
interface Images {
  readonly joined: string
  readonly ends: ReadonlyArray<number>
}

const imagesOf = (images: ReadonlyArray<unknown>): Images => {
  const each = images.map((i) => JSON.stringify(i))
  let end = -1
  return { joined: each.join(","), ends: each.map((json) => (end += json.length + 1)) }
}

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
  // Joined, not concatenated: a flat string copies in one step where a rope is walked on every search.
  let text: Array<string> = ["{"]
  // In toSearchHotel's key order, so a rendered hotel is the same text as its JSON.stringify.
  for (const [i, [key, value]] of Object.entries(wire).entries()) {
    text.push(`${i === 0 ? "" : ","}${JSON.stringify(key)}:`)
    if (key === "images") template.push(text.join(""), imagesOf(wire.images))
    else if (key in holes) template.push(text.join(""), { field: key as SearchField })
    else {
      text.push(JSON.stringify(value))
      continue
    }
    text = []
  }
  text.push("}")
  template.push(text.join(""))
  byHotel.set(hotel, template)
  return template
}

/** JSON.stringify, without its generic path for the numbers most holes are. */
const jsonOf = (value: unknown): string =>
  typeof value === "number" ? (Number.isFinite(value) ? String(value) : "null") : JSON.stringify(value)

/**
 * `before + hotels.map((h) => JSON.stringify(toSearchHotel(h…))).join(",") + after`, from each
 * hotel's catalogue fields serialised on its first search: a city's answer is hundreds of hotels
 * with their images (~3 KB each), and serialising them again for every search cost more than
 * finding them. A string, not bytes: a large answer in a fresh byte array costs page faults, and
 * memory outside V8's heap makes it collect the whole heap every 64 MB (docs/performance.md, Scale).
 */
export const searchHotelsJson = (
  hotels: ReadonlyArray<readonly [Hotel, WireExtras]>,
  catalogue: WireCatalogue,
  before: string,
  after: string,
): string => {
  const parts: Array<string> = [before]
  hotels.forEach(([hotel, extras], n) => {
    if (n > 0) parts.push(",")
    const fields = searchFields(extras)
    for (const part of templateOf(hotel, catalogue)) {
      if (typeof part === "string") parts.push(part)
      else if ("field" in part) parts.push(jsonOf(fields[part.field]))
      else {
        const shown = Math.min(Math.max(0, extras.imagesCount), part.ends.length)
        // A slice of a flat string shares its characters: nothing is copied until the join.
        parts.push("[", shown === 0 ? "" : part.joined.slice(0, part.ends[shown - 1]), "]")
      }
    }
  })
  parts.push(after)
  return parts.join("")
}
