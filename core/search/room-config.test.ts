import { describe, expect, it } from "vitest"
import { guestCount, parseRoomConfig, serialiseRoomConfig } from "./room-config.ts"

describe("the roomconfig parameter", () => {
  it("reads adults-kids per room, comma-joined", () => {
    expect(parseRoomConfig("2-0,1-1,3-2")).toEqual([
      { adults: 2, kids: 0 },
      { adults: 1, kids: 1 },
      { adults: 3, kids: 2 },
    ])
    expect(
      serialiseRoomConfig([
        { adults: 2, kids: 0 },
        { adults: 1, kids: 1 },
      ]),
    ).toBe("2-0,1-1")
  })

  it("defaults adults to 1, kids to 0 and the rooms to one room", () => {
    expect(parseRoomConfig("2")).toEqual([{ adults: 2, kids: 0 }])
    expect(parseRoomConfig("-3")).toEqual([{ adults: 1, kids: 3 }])
    expect(parseRoomConfig("x-y, 2-1 ,")).toEqual([
      { adults: 1, kids: 0 },
      { adults: 2, kids: 1 },
    ])
    for (const none of [undefined, "", ",", " , "]) {
      expect(parseRoomConfig(none), String(none)).toEqual([{ adults: 1, kids: 0 }])
    }
  })

  it("brings counts to the nearest allowed value and keeps at most 5 rooms", () => {
    expect(parseRoomConfig("0-0,9-9,05-00,99999999999999999999-1")).toEqual([
      { adults: 1, kids: 0 },
      { adults: 5, kids: 5 },
      { adults: 5, kids: 0 },
      { adults: 5, kids: 1 },
    ])
    // Not digits: a sign or a fraction is not a count.
    expect(parseRoomConfig("2.5-1.5,+2-1")).toEqual([
      { adults: 1, kids: 0 },
      { adults: 1, kids: 1 },
    ])
    expect(parseRoomConfig("1-0,2-0,3-0,4-0,5-0,1-1")).toHaveLength(5)
  })

  it("counts adults and kids of every room as guests", () => {
    expect(guestCount(parseRoomConfig("2-1,1-0"))).toBe(4)
    expect(guestCount(parseRoomConfig(undefined))).toBe(1)
  })
})
