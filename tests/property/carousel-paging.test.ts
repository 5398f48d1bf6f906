import { fc, test } from "@fast-check/vitest"
import { expect } from "vitest"
import {
  autoplayStart,
  lastStart,
  nextStart,
  previousStart,
  visibleSlides,
} from "#core/content/carousel-paging.ts"

const shapes = fc
  .record({ total: fc.integer({ min: 0, max: 40 }), perView: fc.integer({ min: 1, max: 5 }) })
  .chain(({ total, perView }) =>
    fc.record({
      shape: fc.constant({ total, perView, step: perView }),
      moves: fc.array(fc.constantFrom("next", "previous", "autoplay"), { maxLength: 30 }),
    }),
  )

test.prop([shapes])(
  "every position shows a full view of real slides, whatever the moves",
  ({ shape, moves }) => {
    let start = 0
    for (const move of moves) {
      start =
        move === "next"
          ? nextStart(shape, start)
          : move === "previous"
            ? previousStart(shape, start)
            : autoplayStart(shape, start)
      const shown = visibleSlides(shape, start)
      expect(shown.length).toBe(Math.min(shape.perView, shape.total))
      for (const index of shown) expect(index >= 0 && index < Math.max(shape.total, 1)).toBe(true)
    }
  },
)

test.prop([shapes])("pressing Next from the start brings every slide into view, then stops", ({ shape }) => {
  const seen = new Set<number>()
  let start = 0
  for (let i = 0; i <= shape.total; i++) {
    for (const index of visibleSlides(shape, start)) seen.add(index)
    start = nextStart(shape, start)
  }
  expect(seen.size).toBe(shape.total)
  expect(start).toBe(lastStart(shape))
})

test.prop([shapes])("Previous undoes Next until the view reaches the end", ({ shape }) => {
  for (let start = 0; start + shape.step <= lastStart(shape); start += shape.step) {
    expect(previousStart(shape, nextStart(shape, start))).toBe(start)
  }
})
