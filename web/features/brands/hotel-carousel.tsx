import { type KeyboardEvent, useEffect, useRef, useState } from "react"
import { Link } from "react-router"
import type { BrandHotel } from "#core/content/brands.ts"
import {
  autoplayStart,
  CAROUSEL_AUTOPLAY_MS,
  type CarouselShape,
  nextStart,
  previousStart,
} from "#core/content/carousel-paging.ts"
import buttons from "../../components/ui/buttons.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { useReducedMotion } from "../../lib/use-reduced-motion.ts"
import styles from "./hotel-carousel.module.css"

/** spec-checkout §2 'Brand pages': 2 slides shown, scrolling 2. */
const PER_VIEW = 2

/**
 * The brand's hotels, two at a time. Arrow buttons and the arrow keys move by two; it also moves
 * on by itself every 5 seconds (spec-checkout §9) unless the visitor asked for less motion, is
 * pointing at it or working in it, or paused it.
 */
export function HotelCarousel({ hotels }: { readonly hotels: ReadonlyArray<BrandHotel> }) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [start, setStart] = useState(0)
  const [paused, setPaused] = useState(false)
  const [engaged, setEngaged] = useState(false)
  const shape: CarouselShape = { total: hotels.length, perView: PER_VIEW, step: PER_VIEW }
  const playing = !reducedMotion && !paused && !engaged && hotels.length > PER_VIEW

  const total = hotels.length
  const track = useRef<HTMLUListElement>(null)
  // Through the CSSOM: the page's CSP refuses style attributes, and the server renders position 0.
  useEffect(() => {
    track.current?.style.setProperty("--start", String(start))
  }, [start])
  useEffect(() => {
    if (!playing) return
    const playShape = { total, perView: PER_VIEW, step: PER_VIEW }
    const timer = setInterval(() => setStart((s) => autoplayStart(playShape, s)), CAROUSEL_AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [playing, total])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") setStart((s) => nextStart(shape, s))
    else if (event.key === "ArrowLeft") setStart((s) => previousStart(shape, s))
    else return
    event.preventDefault()
  }
  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus at either end.
  const last = Math.min(start + PER_VIEW, hotels.length)
  const position = t("brand.carousel.position", { from: start + 1, to: last, total: hotels.length })

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-labelledby="brand-hotels"
      onKeyDown={onKeyDown}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false)
      }}
    >
      <div className={styles.header}>
        <h2 id="brand-hotels" className={styles.heading}>
          {t("brand.hotels")}
        </h2>
        <div className={styles.controls}>
          <button
            type="button"
            className={cx(buttons.secondary, styles.arrow)}
            aria-label={t("brand.carousel.previous")}
            aria-disabled={start === 0}
            onClick={() => setStart((s) => previousStart(shape, s))}
          >
            ‹
          </button>
          <button
            type="button"
            className={cx(buttons.secondary, styles.arrow)}
            aria-label={t("brand.carousel.next")}
            aria-disabled={start + PER_VIEW >= hotels.length}
            onClick={() => setStart((s) => nextStart(shape, s))}
          >
            ›
          </button>
          {reducedMotion || hotels.length <= PER_VIEW ? null : (
            <button
              type="button"
              className={cx(buttons.secondary, styles.pause)}
              aria-pressed={paused}
              onClick={() => setPaused((p) => !p)}
            >
              {t(paused ? "brand.carousel.play" : "brand.carousel.pause")}
            </button>
          )}
        </div>
      </div>
      <p className={styles.position} aria-live={playing ? "off" : "polite"}>
        {position}
      </p>
      <div className={styles.viewport}>
        <ul className={styles.track} ref={track}>
          {hotels.map((hotel, index) => {
            const shown = index >= start && index < start + PER_VIEW
            return (
              <li
                key={hotel.id}
                className={styles.slide}
                aria-roledescription="slide"
                aria-hidden={!shown}
                data-shown={shown}
              >
                <Link to={hotel.path} className={styles.card} tabIndex={shown ? undefined : -1}>
                  <img
                    className={styles.image}
                    src={hotel.image.url}
                    width={hotel.image.width}
                    height={hotel.image.height}
                    alt={hotel.image.alt}
                    loading={index < PER_VIEW ? "eager" : "lazy"}
                  />
                  <span className={styles.name}>{hotel.name}</span>
                  <span className={styles.place}>
                    {hotel.locality === "" ? hotel.city : `${hotel.locality}, ${hotel.city}`}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
