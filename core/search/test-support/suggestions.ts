import type { Suggestion } from "../suggestion.ts"

/** A chosen catalogue place, Koramangala in Bengaluru; a test overrides only what its rule reads. */
export const suggestion = (overrides: Partial<Suggestion> = {}): Suggestion => ({
  label: "Koramangala, Bengaluru",
  type: "locality",
  place_id: "loc-1",
  source: "catalogue",
  area: {
    landmark: "",
    locality: "Koramangala",
    city: "Bengaluru",
    state: "Karnataka",
    hotel: "",
    country: "India",
  },
  hotel_id: null,
  coordinates: { lat: 12.9352, lng: 77.6245 },
  is_recent_search: false,
  ...overrides,
})

/** A hotel of that locality, as the list offers it. */
export const hotelSuggestion = (overrides: Partial<Suggestion> = {}): Suggestion =>
  suggestion({
    label: "Treebo Trend Blue Orchid, Koramangala",
    type: "hotel",
    place_id: "hotel-1234",
    area: { ...suggestion().area, hotel: "Treebo Trend Blue Orchid" },
    hotel_id: "1234",
    ...overrides,
  })

/** The 'Near me' entry: no place and no coordinates until the browser gives them. */
export const nearMeSuggestion: Suggestion = suggestion({
  label: "Near me",
  type: "near_me",
  place_id: "",
  source: "near_me",
  area: { landmark: "", locality: "", city: "", state: "", hotel: "", country: "India" },
  coordinates: null,
})
