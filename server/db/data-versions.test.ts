import { describe, expect, it } from "vitest"
import { MemoryVersions } from "./data-versions.ts"
import { KeptRows } from "./kept-rows.ts"

const withCarts = () => {
  const versions = new MemoryVersions()
  const carts = new KeptRows<string>(10)
  versions.keep("cart", carts)
  versions.up()
  carts.keep("a", "cart a", carts.stamp())
  carts.keep("b", "cart b", carts.stamp())
  return { versions, carts }
}

describe("MemoryVersions with kept rows", () => {
  it("drops the row a `cart:<bid>` notification names, and moves no version", () => {
    const { versions, carts } = withCarts()
    const tokens = [versions.reviewsToken(), versions.hotelsToken(["1"])]
    versions.apply("cart:a")
    expect([carts.get("a"), carts.get("b")]).toEqual([undefined, "cart b"])
    expect([versions.reviewsToken(), versions.hotelsToken(["1"])]).toEqual(tokens)
  })

  it("drops every row on `carts` (a TRUNCATE)", () => {
    const { versions, carts } = withCarts()
    versions.apply("carts")
    expect(carts.size).toBe(0)
  })

  it("drops every row and moves every version on a payload it does not know", () => {
    const { versions, carts } = withCarts()
    const tokens = [versions.reviewsToken(), versions.hotelsToken(["1"])]
    versions.apply("room:7")
    expect(carts.size).toBe(0)
    expect(versions.reviewsToken()).not.toBe(tokens[0])
    expect(versions.hotelsToken(["1"])).not.toBe(tokens[1])
  })

  it("drops every row when the subscription ends or starts again: notifications were missed", () => {
    const { versions, carts } = withCarts()
    versions.down()
    expect(carts.size).toBe(0)
    const stamp = carts.stamp()
    versions.up()
    carts.keep("a", "cart a read across the switch", stamp)
    expect(carts.get("a")).toBeUndefined()
  })

  it("keeps hotel versions apart from kept rows", () => {
    const { versions, carts } = withCarts()
    const token = versions.hotelsToken(["7"])
    versions.apply("hotel:7")
    expect(versions.hotelsToken(["7"])).not.toBe(token)
    expect(carts.size).toBe(2)
  })
})
