import { type KeyboardEvent, useEffect, useRef, useState } from "react"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./gallery.module.css"
import type { GalleryImage, GalleryTab } from "./hotel-data.ts"

interface GalleryProps {
  readonly hotelName: string
  readonly images: ReadonlyArray<GalleryImage>
  readonly tabs: ReadonlyArray<GalleryTab>
}

/** Pictures the page shows before the viewer opens: the hero and four more. */
const SHOWN = 5

/**
 * The hotel's pictures (spec-checkout §2 'image gallery'): a hero and thumbnails that open a
 * full-screen viewer. The viewer is a modal <dialog>: the browser makes the rest of the page inert
 * (the focus trap), Escape closes it, and focus goes back to the picture that opened it.
 */
export function Gallery({ hotelName, images, tabs }: GalleryProps) {
  const t = useT()
  const [open, setOpen] = useState<number | null>(null)
  const lastOpener = useRef<HTMLElement | null>(null)

  // Once the dialog is gone (the page is no longer inert), focus returns to the picture that opened it.
  useEffect(() => {
    if (open !== null || lastOpener.current === null) return
    lastOpener.current.focus()
    lastOpener.current = null
  }, [open])

  if (images.length === 0) {
    return <div className={styles.empty}>{t("hotel.gallery.none")}</div>
  }
  const show = (index: number, opener: HTMLElement) => {
    lastOpener.current = opener
    setOpen(index)
  }
  const close = () => setOpen(null)
  const shown = images.slice(0, SHOWN)
  return (
    <section className={styles.gallery} aria-label={t("hotel.gallery.label", { name: hotelName })}>
      <ul className={cx(styles.grid, shown.length === 1 && styles.single)}>
        {shown.map((image, i) => (
          <li key={image.id} className={i === 0 ? styles.hero : styles.thumb}>
            <button
              type="button"
              className={styles.opener}
              aria-label={t("hotel.gallery.open", { n: i + 1, total: images.length, alt: image.alt })}
              aria-haspopup="dialog"
              onClick={(event) => show(i, event.currentTarget)}
            >
              <img
                src={image.url}
                alt=""
                className={styles.picture}
                width={i === 0 ? 800 : 400}
                height={i === 0 ? 533 : 267}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
              />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.viewAll}
        aria-haspopup="dialog"
        onClick={(event) => show(0, event.currentTarget)}
      >
        {t("hotel.gallery.viewAll", { count: images.length })}
      </button>
      {open === null ? null : (
        <GalleryViewer hotelName={hotelName} images={images} tabs={tabs} start={open} onClose={close} />
      )}
    </section>
  )
}

interface ViewerProps {
  readonly hotelName: string
  readonly images: ReadonlyArray<GalleryImage>
  readonly tabs: ReadonlyArray<GalleryTab>
  readonly start: number
  readonly onClose: () => void
}

function GalleryViewer({ hotelName, images, tabs, start, onClose }: ViewerProps) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const [category, setCategory] = useState<GalleryTab["category"]>(null)
  const [index, setIndex] = useState(start)
  const inCategory = category === null ? images : images.filter((image) => image.category === category)
  const current = inCategory[Math.min(index, inCategory.length - 1)]!
  const position = inCategory.indexOf(current)

  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    if (!element.open) element.showModal()
    return () => element.close()
  }, [])

  const step = (by: number) => setIndex((position + by + inCategory.length) % inCategory.length)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault()
      step(1)
    } else if (event.key === "ArrowLeft") {
      event.preventDefault()
      step(-1)
    }
  }
  const chooseTab = (tab: GalleryTab) => {
    setCategory(tab.category)
    setIndex(0)
  }

  return (
    <dialog
      ref={dialog}
      className={styles.viewer}
      aria-label={t("hotel.gallery.label", { name: hotelName })}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <div className={styles.viewerTop}>
        {tabs.length > 2 ? (
          <div className={styles.tabs} role="tablist" aria-label={t("hotel.gallery.categories")}>
            {tabs.map((tab) => (
              <button
                key={tab.category ?? "all"}
                type="button"
                role="tab"
                aria-selected={tab.category === category}
                className={styles.tab}
                onClick={() => chooseTab(tab)}
              >
                {tab.label} <span className={styles.tabCount}>{tab.count}</span>
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <button
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t("hotel.gallery.close")}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <figure className={styles.stage}>
        <img key={current.id} src={current.url} alt={current.alt} className={styles.large} />
        <figcaption className={styles.caption}>
          <span className={styles.counter} aria-live="polite" data-testid="gallery-counter">
            {t("hotel.gallery.counter", { n: position + 1, total: inCategory.length })}
          </span>
          <span className={styles.alt}>{current.alt}</span>
        </figcaption>
        <button
          type="button"
          className={cx(styles.arrow, styles.previous)}
          onClick={() => step(-1)}
          aria-label={t("hotel.gallery.previous")}
          disabled={inCategory.length < 2}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          className={cx(styles.arrow, styles.next)}
          onClick={() => step(1)}
          aria-label={t("hotel.gallery.next")}
          disabled={inCategory.length < 2}
        >
          <span aria-hidden="true">›</span>
        </button>
      </figure>
      <ul className={styles.strip}>
        {inCategory.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              className={cx(styles.stripItem, i === position && styles.stripCurrent)}
              aria-current={i === position}
              aria-label={t("hotel.gallery.open", { n: i + 1, total: inCategory.length, alt: image.alt })}
              onClick={() => setIndex(i)}
            >
              <img src={image.url} alt="" width={96} height={64} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  )
}
