import { fc, test } from "@fast-check/vitest"
import { describe, expect } from "vitest"
import { Lru } from "#server/lru.ts"

/** The reference: an array from least to most recently used, evicting from its front. */
class ModelLru {
  items: Array<{ key: string; value: number; size: number }> = []
  evictions = 0
  private readonly max: number
  constructor(max: number) {
    this.max = max
  }
  private evict() {
    while (this.items.reduce((sum, i) => sum + i.size, 0) > this.max) {
      this.items.shift()
      this.evictions++
    }
  }
  get(key: string) {
    const at = this.items.findIndex((i) => i.key === key)
    if (at === -1) return undefined
    const [item] = this.items.splice(at, 1)
    this.items.push(item!)
    return item!.value
  }
  peek(key: string) {
    return this.items.find((i) => i.key === key)?.value
  }
  set(key: string, value: number, size: number) {
    this.delete(key)
    if (size > this.max) return
    this.items.push({ key, value, size })
    this.evict()
  }
  grow(key: string, value: number, by: number) {
    const item = this.items.find((i) => i.key === key)
    if (item === undefined || item.value !== value) return
    item.size += by
    this.evict()
  }
  delete(key: string) {
    this.items = this.items.filter((i) => i.key !== key)
  }
  clear() {
    this.items = []
  }
}

const key = fc.constantFrom("a", "b", "c", "d", "e", "f", "g", "h")
const op = fc.oneof(
  fc.record({
    op: fc.constant("set" as const),
    key,
    value: fc.nat(3),
    size: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ op: fc.constant("get" as const), key }),
  fc.record({ op: fc.constant("peek" as const), key }),
  fc.record({
    op: fc.constant("grow" as const),
    key,
    value: fc.nat(3),
    size: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ op: fc.constant("delete" as const), key }),
  fc.record({ op: fc.constant("clear" as const) }, { requiredKeys: ["op"] }),
)

describe("Lru against a list kept in order of use", () => {
  test.prop([fc.integer({ min: 1, max: 30 }), fc.array(op, { maxLength: 200 })])(
    "keeps, returns and evicts the same values, in the same order, whatever the operations",
    (max, ops) => {
      const lru = new Lru<number>(max)
      const model = new ModelLru(max)
      for (const o of ops) {
        if (o.op === "set") {
          lru.set(o.key, o.value, o.size)
          model.set(o.key, o.value, o.size)
        } else if (o.op === "get") expect(lru.get(o.key)).toBe(model.get(o.key))
        else if (o.op === "peek") expect(lru.peek(o.key)).toBe(model.peek(o.key))
        else if (o.op === "grow") {
          lru.grow(o.key, o.value, o.size)
          model.grow(o.key, o.value, o.size)
        } else if (o.op === "delete") {
          lru.delete(o.key)
          model.delete(o.key)
        } else {
          lru.clear()
          model.clear()
        }
        expect(lru.size).toBe(model.items.length)
        expect(lru.total).toBe(model.items.reduce((sum, i) => sum + i.size, 0))
        expect(lru.evictions).toBe(model.evictions)
      }
      for (const { key: k, value } of model.items) expect(lru.peek(k)).toBe(value)
    },
  )
})
