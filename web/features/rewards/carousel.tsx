import { useEffect, useState } from "react"
import { useT } from "../../lib/i18n.tsx"
import { useReducedMotion } from "../../lib/use-reduced-motion.ts"
import styles from "./rewards-info.module.css"

/** spec-checkout §9: the hero carousel moves on every 5 seconds. */
export const CAROUSEL_INTERVAL_MS = 5_000

/**
 * The hero's pictures (spec-checkout §2 'Loyalty information page'): arrows only when there is
 * more than one. It stands still for visitors who ask for less motion, and while the pointer or
 * the keyboard is on it, so nothing moves away from under them.
 */
export function Carousel({ images }: { readonly images: ReadonlyArray<string> }) {
  const t = useT()
  const reduced = useReducedMotion()
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const many = images.length > 1
  useEffect(() => {
    if (!many || reduced || held) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), CAROUSEL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [many, reduced, held, images.length])
  const step = (by: number) => setIndex((i) => (i + by + images.length) % images.length)
  if (images.length === 0) return null
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("rewardsInfo.carousel")}
      className={styles.carousel}
      data-testid="rewards-carousel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {images.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          width={1200}
          height={400}
          className={styles.slide}
          hidden={i !== index}
          data-active={i === index}
        />
      ))}
      {many ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={t("rewardsInfo.previous")}
            onClick={() => step(-1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t("rewardsInfo.next")}
            onClick={() => step(1)}
          >
            ›
          </button>
          <p className="visually-hidden" aria-live={held ? "polite" : "off"}>
            {t("rewardsInfo.slide", { n: index + 1, total: images.length })}
          </p>
        </>
      ) : null}
    </section>
  )
}
