/**
 * Rooms booked and rate overrides of many hotels over one range (Inventory.stays). Apart from the
 * service, so that pricing and the availability watch, which the service calls, need not import it.
 */
export interface StaysInventory {
  /** By `stayKey`; a night without an entry has nothing booked and the room count as capacity. */
  readonly rooms: ReadonlyMap<string, { readonly booked: number; readonly capacity: number }>
  /** By `stayKey`; a night without an entry costs the catalogue's base rate. */
  readonly ratesPaise: ReadonlyMap<string, number>
}

export const stayKey = (hotelId: string, roomType: string, night: string) => `${hotelId}|${roomType}|${night}`

/** The hotel a `stayKey` belongs to. */
export const hotelOfStayKey = (key: string) => key.slice(0, key.indexOf("|"))
