import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { shareOut } from "./parallel.ts"

const journeys = fc.array(
  fc.record({ name: fc.uuid(), steps: fc.array(fc.constant(null), { minLength: 1, maxLength: 40 }) }),
  { maxLength: 60 },
)

describe("shareOut (cli/journey/parallel.ts)", () => {
  it("gives every journey to exactly one worker, in the journeys' order within each share", () => {
    fc.assert(
      fc.property(journeys, fc.integer({ min: 1, max: 8 }), (all, workers) => {
        const shares = shareOut(all, workers)
        expect(shares.length).toBe(Math.max(1, Math.min(workers, all.length)))
        expect(shares.flat().sort((a, b) => a.name.localeCompare(b.name))).toEqual(
          [...all].sort((a, b) => a.name.localeCompare(b.name)),
        )
        for (const share of shares) {
          const positions = share.map((j) => all.indexOf(j))
          expect(positions).toEqual([...positions].sort((a, b) => a - b))
        }
      }),
    )
  })

  it("balances the steps: no share exceeds another by more than the longest journey", () => {
    fc.assert(
      fc.property(journeys, fc.integer({ min: 1, max: 8 }), (all, workers) => {
        const loads = shareOut(all, workers).map((s) => s.reduce((n, j) => n + j.steps.length, 0))
        const longest = Math.max(0, ...all.map((j) => j.steps.length))
        expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(longest)
      }),
    )
  })
})
