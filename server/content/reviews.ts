import { Effect } from "effect"
import type { SqlClient, Statement } from "effect/sql"
import type { Testimonial } from "#core/content/landing.ts"
import { publicGuestName } from "#core/reviews/guest-name.ts"
import { hotelPath } from "#core/routes/slug.ts"
import type { CatalogueView } from "../catalogue/store.ts"

interface ReviewRow {
  readonly id: number
  readonly hotel_id: string
  readonly rating: number
  readonly review_text: string
  readonly created_at: Date | string
  readonly first_name: string | null
  readonly last_name: string | null
}

/** First name and initial only: a review is public, the guest's full name is not. */
const guestName = (row: ReviewRow): string => publicGuestName(row.first_name, row.last_name)

const toTestimonial = (view: CatalogueView, row: ReviewRow): Testimonial | null => {
  const hotel = view.hotels.find((h) => h.id === row.hotel_id)
  if (hotel === undefined) return null
  const city = view.cities.find((c) => c.id === hotel.cityId)?.name ?? ""
  const locality = view.localities.find((l) => l.id === hotel.localityId)?.name ?? ""
  return {
    review_id: row.id,
    rating: row.rating,
    text: row.review_text,
    guest_name: guestName(row),
    hotel_id: hotel.id,
    hotel_name: hotel.name,
    city,
    hotel_path: hotelPath({ id: hotel.id, name: hotel.name, city, locality }),
    created_at: new Date(row.created_at).toISOString(),
  }
}

/** Fixture users exist only outside production, so a review may have no user row to name. */
const selectReviews = (sql: SqlClient.SqlClient, where: Statement.Fragment, limit: number) =>
  sql<ReviewRow>`
    SELECT r.id, r.hotel_id, r.rating, r.review_text, r.created_at, u.first_name, u.last_name
    FROM reviews r LEFT JOIN users u ON u.id = r.user_id
    WHERE ${where}
    ORDER BY r.rating DESC, r.created_at DESC, r.id DESC
    LIMIT ${limit}`.pipe(Effect.orDie)

/** The landing page's testimonials: recent five-star reviews, one per city, at most `count`. */
export const landingTestimonials = (sql: SqlClient.SqlClient, view: CatalogueView, count: number) =>
  Effect.map(selectReviews(sql, sql`r.rating = 5`, count * 10), (rows) => {
    const seenCities = new Set<string>()
    const picked: Array<Testimonial> = []
    for (const row of rows) {
      const testimonial = toTestimonial(view, row)
      if (testimonial === null || seenCities.has(testimonial.city)) continue
      seenCities.add(testimonial.city)
      picked.push(testimonial)
      if (picked.length === count) break
    }
    return picked
  })

/** A page's best reviews, highest rated and newest first (the SEO meta's top_reviews). */
export const topReviews = (
  sql: SqlClient.SqlClient,
  view: CatalogueView,
  hotelIds: ReadonlyArray<string>,
  count: number,
) =>
  count === 0 || hotelIds.length === 0
    ? Effect.succeed([])
    : Effect.map(selectReviews(sql, sql`r.hotel_id IN ${sql.in(hotelIds as Array<string>)}`, count), (rows) =>
        rows.flatMap((row) => toTestimonial(view, row) ?? []),
      )
