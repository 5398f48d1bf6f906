import { useMachine } from "@xstate/react"
import { useEffect, useRef } from "react"
import type { EventFrom, SnapshotFrom } from "xstate"
import type { Feedback, Feedbacks, RatingsSummary, ThirdPartyReviewBlock } from "#core/api/reviews.ts"
import { reviewDate } from "#core/hotel/review-date.ts"
import { formatOrdinalDate } from "#core/i18n/format.ts"
import { reviewsPage } from "#machines/hotel-reviews.machine.ts"
import buttons from "../../components/ui/buttons.module.css"
import { useT } from "../../lib/i18n.tsx"
import { starHistogram } from "./hotel-data.ts"
import { browserHotelReviewsMachine } from "./hotel-machines.ts"
import styles from "./reviews.module.css"

/** How many reviews the page itself shows; the modal pages through them all. */
const ON_PAGE = 3

interface ReviewsSectionProps {
  readonly hotelId: string
  readonly hotelName: string
  readonly ratings: RatingsSummary | null
  readonly firstPage: Feedbacks | null
  readonly thirdParty: ThirdPartyReviewBlock | null
}

function Stars({ rating }: { readonly rating: number }) {
  const t = useT()
  return (
    <span className={styles.stars} role="img" aria-label={t("hotel.reviews.ratedOf", { rating })}>
      {"★★★★★".slice(0, Math.round(rating))}
      <span className={styles.starsOff}>{"★★★★★".slice(Math.round(rating))}</span>
    </span>
  )
}

/** A verified review's stay, beside its publishing date (ADR 093). */
function StayedLine({ stay }: { readonly stay: { readonly from: string; readonly to: string } }) {
  const t = useT()
  return (
    <p className={styles.date}>
      {t("hotel.reviews.stayed", { from: formatOrdinalDate(stay.from), to: formatOrdinalDate(stay.to) })}
    </p>
  )
}

function Review({ review }: { readonly review: Feedback }) {
  const date = reviewDate(review.created_at)
  return (
    <article className={styles.review}>
      <header className={styles.reviewHead}>
        <Stars rating={review.rating} />
        <span className={styles.guest}>{review.guest_name}</span>
        {date === null ? null : (
          <time className={styles.date} dateTime={review.created_at}>
            {date}
          </time>
        )}
      </header>
      <p className={styles.text}>{review.review_text}</p>
      {review.stay == null ? null : <StayedLine stay={review.stay} />}
    </article>
  )
}

/**
 * Guest reviews (spec-search §3 'Reviews summary', spec-checkout §3 'Reviews'): the rating with its
 * aspects and star histogram, the first reviews, a reviews modal that pages 10 at a time, and the
 * third-party block when the hotel has it.
 */
export function ReviewsSection({ hotelId, hotelName, ratings, firstPage, thirdParty }: ReviewsSectionProps) {
  const t = useT()
  const [snapshot, send] = useMachine(browserHotelReviewsMachine, {
    input: firstPage === null ? { hotelId } : { hotelId, firstPage },
  })
  const { context } = snapshot
  const total = context.totalCount ?? ratings?.noOfReviews ?? 0
  const average = ratings?.averageRating ?? null
  const rows = starHistogram(ratings?.totalRatings ?? [])
  const aspects = [...(ratings?.overallRating.subRatings ?? []), ...(ratings?.amenitiesRatings ?? [])]
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        {t("hotel.heading.reviews")}
      </h2>
      {total === 0 || average === null ? (
        <p className={styles.none}>{t("hotel.reviews.none")}</p>
      ) : (
        <div className={styles.summary}>
          <div className={styles.overall}>
            <p className={styles.average}>
              {average.toFixed(1)}
              <span className={styles.outOf}> {t("hotel.reviews.outOf")}</span>
            </p>
            <Stars rating={average} />
            <p className={styles.summaryText}>{ratings?.reviewSummary}</p>
          </div>
          <table className={styles.histogram}>
            <caption className="visually-hidden">{t("hotel.reviews.byStars")}</caption>
            <tbody>
              {rows.map((row) => (
                <tr key={row.stars}>
                  <th scope="row" className={styles.histLabel}>
                    {t("hotel.reviews.stars", { count: row.stars })}
                  </th>
                  <td className={styles.histBar}>
                    <meter min={0} max={100} value={row.percent} className={styles.meter} />
                  </td>
                  <td className={styles.histCount}>
                    <span className="visually-hidden">
                      {t("hotel.reviews.starsCount", { count: row.count })}
                    </span>
                    <span aria-hidden="true">{row.count}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {aspects.length === 0 ? null : (
            <dl className={styles.aspects} aria-label={t("hotel.reviews.aspects")}>
              {aspects.map((aspect) => (
                <div key={aspect.name} className={styles.aspect}>
                  <dt>{aspect.name}</dt>
                  <dd>{aspect.rating.toFixed(1)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      )}
      {context.reviews.length === 0 ? null : (
        <ul className={styles.list} data-testid="reviews-preview">
          {context.reviews.slice(0, ON_PAGE).map((review) => (
            <li key={review.id}>
              <Review review={review} />
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <button type="button" className={styles.readAll} onClick={() => send({ type: "modal.open" })}>
          {t("hotel.reviews.readAll", { count: total })}
        </button>
      ) : null}
      {context.modalOpen ? <ReviewsDialog hotelName={hotelName} snapshot={snapshot} send={send} /> : null}
      {thirdParty === null ? null : <ThirdParty block={thirdParty} />}
    </section>
  )
}

type ReviewsSnapshot = SnapshotFrom<typeof browserHotelReviewsMachine>
type ReviewsSend = (event: EventFrom<typeof browserHotelReviewsMachine>) => void

function ReviewsDialog({
  hotelName,
  snapshot,
  send,
}: {
  readonly hotelName: string
  readonly snapshot: ReviewsSnapshot
  readonly send: ReviewsSend
}) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    const element = dialog.current
    opener.current = document.activeElement
    if (element !== null && !element.open) element.showModal()
    return () => {
      element?.close()
      if (opener.current instanceof HTMLElement) opener.current.focus()
    }
  }, [])
  const page = reviewsPage(snapshot.context)
  const loading = snapshot.hasTag("loading")
  const canNext = snapshot.can({ type: "reviews.next" })
  const canPrev = snapshot.can({ type: "reviews.prev" })
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="reviews-dialog-heading"
      onCancel={(event) => {
        event.preventDefault()
        send({ type: "modal.close" })
      }}
    >
      <header className={styles.dialogHead}>
        <h2 id="reviews-dialog-heading" className={styles.dialogHeading}>
          {t("hotel.reviews.dialog", { name: hotelName })}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t("hotel.reviews.close")}
          onClick={() => send({ type: "modal.close" })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <ul
        className={styles.dialogList}
        aria-busy={loading}
        aria-labelledby="reviews-dialog-heading"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls between the heading and the pager; focusable, the keyboard can scroll it (WCAG 2.1.1).
        tabIndex={0}
        data-testid="reviews-page"
      >
        {page.reviews.map((review) => (
          <li key={review.id}>
            <Review review={review} />
          </li>
        ))}
      </ul>
      {snapshot.context.failed ? (
        <p className={styles.failed} role="alert">
          {t("hotel.reviews.failed")}
        </p>
      ) : null}
      <nav className={styles.pager} aria-label={t("pagination.label", { what: t("hotel.heading.reviews") })}>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!canPrev}
          onClick={() => send({ type: "reviews.prev" })}
        >
          {t("pagination.previous")}
        </button>
        <span className={styles.pageNumber} aria-live="polite" data-testid="reviews-page-number">
          {page.number} / {Math.max(1, page.count)}
        </span>
        <button
          type="button"
          className={buttons.secondary}
          disabled={!canNext || loading}
          onClick={() => send({ type: "reviews.next" })}
        >
          {t("pagination.next")}
        </button>
      </nav>
    </dialog>
  )
}

function ThirdParty({ block }: { readonly block: ThirdPartyReviewBlock }) {
  const t = useT()
  return (
    <section className={styles.thirdParty} aria-labelledby="third-party-heading" data-testid="third-party">
      <h3 id="third-party-heading" className={styles.subHeading}>
        {t("hotel.thirdParty.heading", { provider: block.provider })}
      </h3>
      <p className={styles.thirdSummary}>
        {block.overall_rating === null ? null : (
          <span className={buttons.score}>
            {t("hotel.rating", { rating: block.overall_rating.toFixed(1) })}
          </span>
        )}
        <span>{t("hotel.thirdParty.count", { count: block.review_count, provider: block.provider })}</span>
        {block.overall_ranking === null ? null : <span>{block.overall_ranking}</span>}
      </p>
      {block.awards.length === 0 ? null : (
        <ul className={styles.awards}>
          {block.awards.map((award) => (
            <li key={`${award.name}-${award.year}`} className={buttons.pill}>
              {t("hotel.thirdParty.award", { name: award.name, year: award.year })}
            </li>
          ))}
        </ul>
      )}
      {block.top_reviews.length === 0 ? null : (
        <ul className={styles.list}>
          {block.top_reviews.map((review) => (
            <li key={`${review.author}-${review.published_date}`} className={styles.review}>
              <header className={styles.reviewHead}>
                <Stars rating={review.rating} />
                <strong>{review.title}</strong>
                <span className={styles.guest}>{review.author}</span>
              </header>
              <p className={styles.text}>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.thirdLinks}>
        {block.read_reviews_url === null ? null : (
          <a href={block.read_reviews_url} rel="noopener noreferrer" target="_blank">
            {t("hotel.thirdParty.read", { provider: block.provider })}
          </a>
        )}
        {block.write_review_url === null ? null : (
          <a href={block.write_review_url} rel="noopener noreferrer" target="_blank">
            {t("hotel.thirdParty.write")}
          </a>
        )}
      </p>
    </section>
  )
}
