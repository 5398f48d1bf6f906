import { describe, expect, it } from "vitest"
import type { City } from "../catalogue/place.ts"
import { cityDirectory, groupByState } from "./city-directory.ts"

const city = (id: number, name: string, state: string): City => ({
  id,
  slug: name.toLowerCase().replace(/ /g, "-"),
  name,
  state,
  stateSlug: state.toLowerCase().replace(/ /g, "-"),
  lat: 20,
  lng: 78,
  tier: 2,
})

const cities = [
  city(1, "Mysuru", "Karnataka"),
  city(2, "Bengaluru", "Karnataka"),
  city(3, "Goa", "Goa"),
  city(4, "Greater Noida", "Uttar Pradesh"),
]
const hotels = [2, 2, 2, 1, 3, 3, 1]
const countIn = (c: City) => hotels.filter((id) => id === c.id).length

describe("city directory", () => {
  it("counts each city's hotels from the catalogue and links its listing page", () => {
    expect(cityDirectory(cities, countIn).map((c) => [c.name, c.hotel_count, c.path])).toEqual([
      ["Bengaluru", 3, "/hotels-in-bengaluru/"],
      ["Goa", 2, "/hotels-in-goa/"],
      ["Mysuru", 2, "/hotels-in-mysuru/"],
    ])
  })

  it("leaves out a city with no hotels: its listing would be empty", () => {
    expect(cityDirectory(cities, countIn).some((c) => c.name === "Greater Noida")).toBe(false)
  })

  it("groups by state alphabetically, cities alphabetically within", () => {
    const groups = groupByState(cityDirectory(cities, countIn))
    expect(groups.map((g) => [g.state, g.cities.map((c) => c.name)])).toEqual([
      ["Goa", ["Goa"]],
      ["Karnataka", ["Bengaluru", "Mysuru"]],
    ])
  })
})
