import { describe, expect, it } from "vitest"
import { KeptRows } from "./kept-rows.ts"

describe("KeptRows", () => {
  it("keeps a row read with no change in between, and gives it back", () => {
    const rows = new KeptRows<string>(10)
    rows.keep("a", "row a", rows.stamp())
    expect(rows.get("a")).toBe("row a")
    expect(rows.get("b")).toBeUndefined()
  })

  it("does not keep a row when a change arrived while it was read, whichever row changed", () => {
    const rows = new KeptRows<string>(10)
    const stamp = rows.stamp()
    rows.changed("b")
    rows.keep("a", "row a as read", stamp)
    expect(rows.get("a")).toBeUndefined()
    rows.keep("a", "row a read again", rows.stamp())
    expect(rows.get("a")).toBe("row a read again")
  })

  it("drops the row of a changed key and leaves the others", () => {
    const rows = new KeptRows<string>(10)
    rows.keep("a", "row a", rows.stamp())
    rows.keep("b", "row b", rows.stamp())
    rows.changed("a")
    expect(rows.get("a")).toBeUndefined()
    expect(rows.get("b")).toBe("row b")
  })

  it("drops every row when the whole table changed", () => {
    const rows = new KeptRows<string>(10)
    rows.keep("a", "row a", rows.stamp())
    rows.keep("b", "row b", rows.stamp())
    rows.changed()
    expect(rows.size).toBe(0)
  })

  it("lets the least recently used row go past the limit", () => {
    const rows = new KeptRows<string>(2)
    rows.keep("a", "row a", rows.stamp())
    rows.keep("b", "row b", rows.stamp())
    expect(rows.get("a")).toBe("row a")
    rows.keep("c", "row c", rows.stamp())
    expect(rows.size).toBe(2)
    expect(rows.get("b")).toBeUndefined()
    expect(rows.get("a")).toBe("row a")
    expect(rows.get("c")).toBe("row c")
  })
})
