import { describe, expect, it } from "vitest"
import { Lru } from "./lru.ts"

describe("Lru", () => {
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
