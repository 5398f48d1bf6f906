/**
 * Paging of a carousel that shows `perView` slides and moves `step` at a time (spec-checkout §2
 * 'Brand pages': 2 shown, scrolling 2). A position is the index of the first slide shown; the last
 * position is clamped so the view is always full when there are enough slides.
 */
export interface CarouselShape {
  readonly total: number
  readonly perView: number
  readonly step: number
}

export const lastStart = ({ total, perView }: CarouselShape): number => Math.max(0, total - perView)

export const nextStart = (shape: CarouselShape, start: number): number =>
  Math.min(start + shape.step, lastStart(shape))

export const previousStart = (shape: CarouselShape, start: number): number => Math.max(start - shape.step, 0)

/** Autoplay moves on like Next and starts over after the last position. */
export const autoplayStart = (shape: CarouselShape, start: number): number =>
  start >= lastStart(shape) ? 0 : nextStart(shape, start)

/** Indexes of the slides in view at `start`. */
export const visibleSlides = (shape: CarouselShape, start: number): ReadonlyArray<number> =>
  Array.from({ length: Math.min(shape.perView, shape.total) }, (_, i) => start + i)

/** spec-checkout §9: 'Carousel autoplay 5 s'. */
export const CAROUSEL_AUTOPLAY_MS = 5000
