import { describe, expect, it } from "vitest"
import { Lru } from "./lru.ts"

describe("Lru, one per value", () => {
  it("lets the least recently used go past the limit; get counts as use, peek does not", () => {
    const lru = new Lru<string>(2)
    lru.set("a", "A")
    lru.set("b", "B")
    expect(lru.get("a")).toBe("A")
    lru.set("c", "C")
    expect([lru.peek("a"), lru.peek("b"), lru.peek("c")]).toEqual(["A", undefined, "C"])
    expect(lru.peek("a")).toBe("A")
    lru.set("d", "D")
    expect([lru.peek("a"), lru.peek("c"), lru.peek("d")]).toEqual([undefined, "C", "D"])
    expect(lru.size).toBe(2)
  })

  it("replaces a key's value in place of adding it again", () => {
    const lru = new Lru<string>(2)
    lru.set("a", "A")
    lru.set("a", "A2")
    lru.set("b", "B")
    expect([lru.get("a"), lru.get("b"), lru.size]).toEqual(["A2", "B", 2])
    lru.delete("a")
    expect([lru.peek("a"), lru.size]).toEqual([undefined, 1])
    lru.clear()
    expect(lru.size).toBe(0)
  })
})

describe("Lru with sizes", () => {
  it("evicts the least recently used values once their bytes exceed the bound", () => {
    const lru = new Lru<string>(100)
    lru.set("a", "A", 40)
    lru.set("b", "B", 40)
    expect(lru.get("a")).toBe("A") // a is now the most recent
    lru.set("c", "C", 40)
    expect(lru.get("b")).toBeUndefined()
    expect(lru.get("a")).toBe("A")
    expect(lru.total).toBe(80)
    lru.grow("a", "A", 30) // its compressed forms arrive: c is the oldest now
    expect(lru.get("c")).toBeUndefined()
    expect(lru.total).toBe(70)
    expect(lru.evictions).toBe(2)
  })

  it("does not keep a value larger than the whole bound", () => {
    const lru = new Lru<string>(10)
    lru.set("big", "X", 11)
    expect(lru.size).toBe(0)
  })
})
