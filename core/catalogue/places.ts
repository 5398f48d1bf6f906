import type { PlaceType, SuggestionArea } from "#core/search/suggestion.ts"
import type { Hotel } from "./hotel.ts"
import type { Catalogue } from "./schema.ts"

/** Google-style address component, as the places endpoint sends it. */
export interface AddressComponent {
  readonly long_name: string
  readonly short_name: string
  readonly types: ReadonlyArray<string>
}

/**
 * A place a traveller can search for, as shown to them. place_id values are stable across
 * catalogue versions: `city:bengaluru`, `state:karnataka`, `locality:bengaluru:koramangala`,
 * `landmark:charminar`, `hotel:1234`.
 */
export interface Place {
  readonly type: Exclude<PlaceType, "near_me">
  /** Names its city when the name alone could be anywhere ("MG Road, Pune"). */
  readonly label: string
  readonly placeId: string
  readonly area: SuggestionArea
  readonly hotelId: string | null
  readonly lat: number
  readonly lng: number
  /** Most specific first, ending with the country. */
  readonly components: ReadonlyArray<AddressComponent>
}

/** What a hotel contributes to the place index: no rooms, images or occupancy. */
export type PlaceHotel = Pick<Hotel, "id" | "name" | "cityId" | "localityId" | "lat" | "lng"> & {
  readonly address: Pick<Hotel["address"], "street" | "pincode">
}

export type PlaceSource = Pick<Catalogue, "cities" | "localities" | "landmarks"> & {
  readonly hotels: ReadonlyArray<PlaceHotel>
}

const component = (name: string, ...types: Array<string>): AddressComponent => ({
  long_name: name,
  short_name: name,
  types,
})
const INDIA: AddressComponent = { long_name: "India", short_name: "IN", types: ["country", "political"] }
const stateComponent = (state: string) => component(state, "administrative_area_level_1", "political")
const cityComponent = (city: string) => component(city, "locality", "political")
const localityComponent = (locality: string) => component(locality, "sublocality", "political")
const noArea = { landmark: "", locality: "", city: "", state: "", hotel: "", country: "India" }

const mean = (values: ReadonlyArray<number>) => values.reduce((sum, v) => sum + v, 0) / values.length

export const placesOf = (catalogue: PlaceSource): Array<Place> => {
  const cities = new Map(catalogue.cities.map((c) => [c.id, c]))
  const localities = new Map(catalogue.localities.map((l) => [l.id, l]))
  const places: Array<Place> = []
  for (const [stateSlug, members] of Map.groupBy(catalogue.cities, (c) => c.stateSlug)) {
    const state = members[0]!.state
    places.push({
      type: "state",
      label: state,
      placeId: `state:${stateSlug}`,
      area: { ...noArea, state },
      hotelId: null,
      // A state has no single point; the mean of its catalogue cities keeps distances sensible.
      lat: mean(members.map((c) => c.lat)),
      lng: mean(members.map((c) => c.lng)),
      components: [stateComponent(state), INDIA],
    })
  }
  for (const city of catalogue.cities) {
    places.push({
      type: "city",
      label: city.name,
      placeId: `city:${city.slug}`,
      area: { ...noArea, city: city.name, state: city.state },
      hotelId: null,
      lat: city.lat,
      lng: city.lng,
      components: [cityComponent(city.name), stateComponent(city.state), INDIA],
    })
  }
  for (const locality of catalogue.localities) {
    const city = cities.get(locality.cityId)!
    places.push({
      type: "locality",
      label: `${locality.name}, ${city.name}`,
      placeId: `locality:${city.slug}:${locality.slug}`,
      area: { ...noArea, locality: locality.name, city: city.name, state: city.state },
      hotelId: null,
      lat: locality.lat,
      lng: locality.lng,
      components: [
        localityComponent(locality.name),
        cityComponent(city.name),
        stateComponent(city.state),
        INDIA,
      ],
    })
  }
  for (const landmark of catalogue.landmarks) {
    const city = cities.get(landmark.cityId)!
    const locality = landmark.localityId === null ? undefined : localities.get(landmark.localityId)
    // "Pune Junction Railway Station" already says where it is; "Charminar" needs ", Hyderabad".
    const namesCity = landmark.name.toLowerCase().includes(city.name.toLowerCase())
    places.push({
      type: "landmark",
      label: namesCity ? landmark.name : `${landmark.name}, ${city.name}`,
      placeId: `landmark:${landmark.slug}`,
      area: {
        ...noArea,
        landmark: landmark.name,
        locality: locality?.name ?? "",
        city: city.name,
        state: city.state,
      },
      hotelId: null,
      lat: landmark.lat,
      lng: landmark.lng,
      components: [
        component(landmark.name, "point_of_interest", landmark.kind),
        ...(locality === undefined ? [] : [localityComponent(locality.name)]),
        cityComponent(city.name),
        stateComponent(city.state),
        INDIA,
      ],
    })
  }
  for (const hotel of catalogue.hotels) {
    const city = cities.get(hotel.cityId)!
    const locality = localities.get(hotel.localityId)!
    places.push({
      type: "hotel",
      // Hotel names repeat across cities; the locality and city make the label unambiguous.
      label: `${hotel.name}, ${locality.name}, ${city.name}`,
      placeId: `hotel:${hotel.id}`,
      area: { ...noArea, hotel: hotel.name, locality: locality.name, city: city.name, state: city.state },
      hotelId: hotel.id,
      lat: hotel.lat,
      lng: hotel.lng,
      components: [
        component(hotel.name, "lodging", "point_of_interest"),
        component(hotel.address.street, "street_address"),
        localityComponent(locality.name),
        cityComponent(city.name),
        stateComponent(city.state),
        component(hotel.address.pincode, "postal_code"),
        INDIA,
      ],
    })
  }
  return places
}
