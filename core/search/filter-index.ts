import { FILTER_GROUPS, GROUP_RULES } from "./filter-groups.ts"
import type { FilterSelection, MapBounds } from "./filters-selection.ts"
import type { ResultHotel } from "./result-hotel.ts"

/**
 * What the filter map is computed from, worked out once per hotel list and room count: toggling a
 * filter keeps the list, and the bench's budget (a recount over 10,000 hotels within 2 ms, issue 4)
 * leaves no room for string comparisons per hotel per toggle (ADR 062).
 */
export interface FilterIndex {
  /** Per group, the values listed: the fixed list or every value a hotel carries, first seen first. */
  readonly listed: ReadonlyArray<ReadonlyArray<string>>
  /** Per group, per hotel, the positions in `listed` of the values the hotel carries. */
  readonly codes: ReadonlyArray<ReadonlyArray<Uint16Array>>
  /** Where each group's values start in one array of every group's values. */
  readonly offsets: ReadonlyArray<number>
  /**
   * Every hotel's values of every group, as positions in that one array, hotel after hotel
   * (`flat[starts[i]] … flat[starts[i + 1] - 1]`): a hotel no filter leaves out counts in one loop.
   */
  readonly flat: Uint32Array
  readonly starts: Uint32Array
  readonly allIds: ReadonlyArray<string>
  /** Which hotels fail a group's selection, by group and selection: a toggle changes one group. */
  readonly failCache: Map<string, Uint8Array>
}

/** The map bounds' bit, above one bit per value group. */
export const MAP_BIT = 1 << FILTER_GROUPS.length

/** Enough for a traveller's back-and-forth; a longer session just recomputes. */
const FAIL_CACHE_LIMIT = 128

const indexCache = new WeakMap<ReadonlyArray<ResultHotel>, Map<number, FilterIndex>>()

export const filterIndex = (hotels: ReadonlyArray<ResultHotel>, rooms: number): FilterIndex => {
  const byRooms = indexCache.get(hotels) ?? new Map<number, FilterIndex>()
  indexCache.set(hotels, byRooms)
  const cached = byRooms.get(rooms)
  if (cached !== undefined) return cached
  const byHotel = FILTER_GROUPS.map((g) => hotels.map((h) => GROUP_RULES[g].valuesOf(h, rooms)))
  const listed = FILTER_GROUPS.map(
    (g, gi) => GROUP_RULES[g].fixed?.(rooms) ?? [...new Set(byHotel[gi]!.flat())],
  )
  const codes = byHotel.map((perHotel, gi) => {
    const position = new Map(listed[gi]!.map((v, i) => [v, i]))
    // Each value once per hotel: an intersection counts the chosen values a hotel has.
    return perHotel.map((values) => Uint16Array.from(new Set(values), (v) => position.get(v)!))
  })
  const offsets = [0]
  for (const values of listed) offsets.push(offsets.at(-1)! + values.length)
  const starts = new Uint32Array(hotels.length + 1)
  const flatList: Array<number> = []
  hotels.forEach((_, i) => {
    codes.forEach((perHotel, gi) => {
      for (const code of perHotel[i]!) flatList.push(offsets[gi]! + code)
    })
    starts[i + 1] = flatList.length
  })
  const index = {
    listed,
    codes,
    offsets,
    flat: Uint32Array.from(flatList),
    starts,
    allIds: hotels.map((h) => h.id),
    failCache: new Map(),
  }
  byRooms.set(rooms, index)
  return index
}

const inBounds = (hotel: ResultHotel, b: MapBounds): boolean =>
  hotel.lat >= b.south && hotel.lat <= b.north && hotel.lng >= b.west && hotel.lng <= b.east

/** 1 for each hotel the group's selection leaves out: by union or intersection of its values. */
const valueFailures = (index: FilterIndex, gi: number, selected: ReadonlyArray<string>): Uint8Array => {
  const listed = index.listed[gi]!
  const wanted = new Uint8Array(listed.length)
  let known = 0
  for (const value of selected) {
    const code = listed.indexOf(value)
    if (code >= 0 && wanted[code] === 0) {
      wanted[code] = 1
      known++
    }
  }
  const intersection = GROUP_RULES[FILTER_GROUPS[gi]!].mode === "intersection"
  // A value no hotel carries: under intersection nobody has all, under union it adds nobody.
  const need = intersection ? (known < new Set(selected).size ? Number.POSITIVE_INFINITY : known) : 1
  const perHotel = index.codes[gi]!
  const fails = new Uint8Array(perHotel.length)
  for (let i = 0; i < perHotel.length; i++) {
    let hits = 0
    for (const code of perHotel[i]!) hits += wanted[code]!
    if (hits < need) fails[i] = 1
  }
  return fails
}

const priceFailures = (hotels: ReadonlyArray<ResultHotel>, range: { start: number; end: number }) =>
  Uint8Array.from(hotels, (h) =>
    h.perNightPrice !== null && h.perNightPrice >= range.start && h.perNightPrice <= range.end ? 0 : 1,
  )

const groupFailures = (
  hotels: ReadonlyArray<ResultHotel>,
  index: FilterIndex,
  gi: number,
  selection: FilterSelection,
): Uint8Array | undefined => {
  const group = FILTER_GROUPS[gi]!
  const custom = group === "pricePerNight" ? selection.customPrice : undefined
  const selected = selection.values[group] ?? []
  if (custom === undefined && selected.length === 0) return undefined
  const key =
    custom === undefined ? `${gi}|${selected.join("\u0000")}` : `${gi}|${custom.start}-${custom.end}`
  const cached = index.failCache.get(key)
  if (cached !== undefined) return cached
  const fails = custom === undefined ? valueFailures(index, gi, selected) : priceFailures(hotels, custom)
  if (index.failCache.size >= FAIL_CACHE_LIMIT) index.failCache.clear()
  index.failCache.set(key, fails)
  return fails
}

/** Per hotel, a bit for each group it fails and one for the map bounds (ADR 062). */
export const failureMasks = (
  hotels: ReadonlyArray<ResultHotel>,
  selection: FilterSelection,
  rooms: number,
): { readonly index: FilterIndex; readonly masks: Int32Array } => {
  const index = filterIndex(hotels, rooms)
  const masks = new Int32Array(hotels.length)
  const bounds = selection.bounds
  if (bounds !== undefined) {
    for (let i = 0; i < hotels.length; i++) if (!inBounds(hotels[i]!, bounds)) masks[i] = MAP_BIT
  }
  for (let gi = 0; gi < FILTER_GROUPS.length; gi++) {
    const fails = groupFailures(hotels, index, gi, selection)
    if (fails === undefined) continue
    const bit = 1 << gi
    for (let i = 0; i < fails.length; i++) if (fails[i] === 1) masks[i]! |= bit
  }
  return { index, masks }
}
