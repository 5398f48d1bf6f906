import { describe, expect, it } from "vitest"
import { foldIndexedKeys, indexRepeatedKeys } from "./indexed-query.ts"

describe("indexed GET arrays", () => {
  it("folds hotel_id[0]=12&hotel_id[1]=15 into an array", () => {
    expect(foldIndexedKeys({ "hotel_id[1]": "15", "hotel_id[0]": "12", checkin: "2026-12-01" })).toEqual({
      hotel_id: ["12", "15"],
      checkin: "2026-12-01",
    })
  })

  it("lets a plain key win over indexed keys of the same name", () => {
    expect(foldIndexedKeys({ a: "plain", "a[0]": "x" })).toEqual({ a: "plain" })
  })

  it("writes repeated keys as indexed keys and leaves single keys alone", () => {
    expect(
      indexRepeatedKeys([
        ["hotel_id", "12"],
        ["hotel_id", "15"],
        ["checkin", "2026-12-01"],
      ]),
    ).toEqual([
      ["hotel_id[0]", "12"],
      ["hotel_id[1]", "15"],
      ["checkin", "2026-12-01"],
    ])
  })
})
