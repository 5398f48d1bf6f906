import { Effect } from "effect"
import { SqlClient } from "effect/sql"
import type { Review, User } from "#core/catalogue/people.ts"
import type { Catalogue } from "#core/catalogue/schema.ts"
import { REVIEW_ASPECTS } from "#core/reviews/summary.ts"
import { loadCatalogue } from "#fixtures/generate/catalogue.ts"
import { fixtureQuestions } from "#fixtures/generate/questions.ts"
import { reviewAspects } from "#fixtures/generate/review-aspects.ts"
import { FIXTURE_PASSWORD, fixtureUserRows } from "../accounts/fixture-users.ts"
import { hashPassword } from "../accounts/passwords.ts"

const BATCH = 500

/** Advisory lock key for seeding (any constant of our own). */
const SEED_LOCK = 7_215_001

type Row = Record<string, unknown>

/** Multi-row inserts of at most BATCH rows: a few statements instead of thousands. */
const insertAll = (sql: SqlClient.SqlClient, table: string, rows: ReadonlyArray<Row>) =>
  Effect.forEach(
    Array.from({ length: Math.ceil(rows.length / BATCH) }, (_, i) => rows.slice(i * BATCH, (i + 1) * BATCH)),
    (batch) =>
      sql`INSERT INTO ${sql(table)} ${sql.insert(batch as unknown as readonly [Row, ...Array<Row>])}`,
    { discard: true },
  )

/**
 * The catalogue's users become accounts once, marked in catalogue_meta: a database seeded before
 * accounts existed gets them at its next start, and later sign-ups are never touched.
 */
const seedFixtureUsers = (
  sql: SqlClient.SqlClient,
  users: () => ReadonlyArray<User>,
  baseDate: string,
  production: boolean,
) =>
  Effect.gen(function* () {
    const done = yield* sql`SELECT 1 FROM catalogue_meta WHERE key = 'fixture_users'`
    if (done.length > 0) return ""
    // A published password must never open an account in production: there the fixture members
    // get none, and can set one through the reset link or sign in by SMS code.
    const memberHash = production ? null : yield* hashPassword(FIXTURE_PASSWORD)
    const rows = fixtureUserRows(users(), memberHash, new Date(`${baseDate}T00:00:00Z`))
    yield* insertAll(sql, "users", rows)
    // Sign-ups take ids after the fixtures' own.
    yield* sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT COALESCE(max(id), 0) + 1 FROM users), false)`
    yield* insertAll(sql, "catalogue_meta", [{ key: "fixture_users", value: JSON.stringify(rows.length) }])
    return `, ${rows.length} users`
  })

/** The catalogue's reviews, once, marked like the users: a database seeded before reviews existed gets them. */
const seedReviews = (sql: SqlClient.SqlClient, reviews: () => ReadonlyArray<Review>) =>
  Effect.gen(function* () {
    const done = yield* sql`SELECT 1 FROM catalogue_meta WHERE key = 'fixture_reviews'`
    if (done.length > 0) return ""
    const rows = reviews().map(
      (r): Row => ({
        id: Number(r.id),
        hotel_id: r.hotelId,
        user_id: Number(r.userId),
        stay_id: Number(r.stayId),
        rating: r.rating,
        review_text: r.text,
        created_at: r.createdAt,
      }),
    )
    yield* insertAll(sql, "reviews", rows)
    yield* insertAll(sql, "catalogue_meta", [{ key: "fixture_reviews", value: JSON.stringify(rows.length) }])
    return `, ${rows.length} reviews`
  })

/**
 * The fixture reviews' aspect ratings (ADR 073), once, marked like the reviews; also for a database
 * whose reviews were seeded before aspects existed. One statement: the values travel as
 * comma-joined texts, unnested side by side (reviews written since are not fixture ids, so untouched).
 */
const seedReviewAspects = (sql: SqlClient.SqlClient, catalogue: () => Pick<Catalogue, "seed" | "reviews">) =>
  Effect.gen(function* () {
    const done = yield* sql`SELECT 1 FROM catalogue_meta WHERE key = 'fixture_review_aspects'`
    if (done.length > 0) return ""
    const { seed, reviews } = catalogue()
    const aspects = reviews.map((r) => reviewAspects(seed, r))
    const column = (name: (typeof REVIEW_ASPECTS)[number]["column"]) => aspects.map((a) => a[name]).join(",")
    const [c, s, l, v, r, q] = REVIEW_ASPECTS.map((aspect) => column(aspect.column))
    if (reviews.length > 0) {
      yield* sql`
        UPDATE reviews SET cleanliness = a.cleanliness, staff = a.staff, location = a.location,
          value_for_money = a.value_for_money, room = a.room, sleep_quality = a.sleep_quality
        FROM (SELECT unnest(string_to_array(${reviews.map((x) => x.id).join(",")}, ','))::int AS id,
                     unnest(string_to_array(${c!}, ','))::smallint AS cleanliness,
                     unnest(string_to_array(${s!}, ','))::smallint AS staff,
                     unnest(string_to_array(${l!}, ','))::smallint AS location,
                     unnest(string_to_array(${v!}, ','))::smallint AS value_for_money,
                     unnest(string_to_array(${r!}, ','))::smallint AS room,
                     unnest(string_to_array(${q!}, ','))::smallint AS sleep_quality) AS a
        WHERE reviews.id = a.id`
    }
    yield* insertAll(sql, "catalogue_meta", [
      { key: "fixture_review_aspects", value: JSON.stringify(reviews.length) },
    ])
    return ", review aspects"
  })

/** The fixture questions and answers (ADR 073), once, marked like the reviews. */
const seedQuestions = (
  sql: SqlClient.SqlClient,
  catalogue: () => Pick<Catalogue, "seed" | "baseDate" | "hotels" | "users" | "pastStays">,
) =>
  Effect.gen(function* () {
    const done = yield* sql`SELECT 1 FROM catalogue_meta WHERE key = 'fixture_questions'`
    if (done.length > 0) return ""
    const questions = fixtureQuestions(catalogue())
    yield* insertAll(
      sql,
      "questions",
      questions.map(
        (q): Row => ({
          id: q.id,
          hotel_id: q.hotelId,
          question: q.question,
          author: q.author,
          posted_at: q.postedAt,
        }),
      ),
    )
    yield* insertAll(
      sql,
      "answers",
      questions.flatMap((q) =>
        q.answers.map(
          (a): Row => ({
            question_id: q.id,
            answer: a.answer,
            author: a.author,
            verified: a.verified,
            posted_at: a.postedAt,
          }),
        ),
      ),
    )
    // Travellers' questions take ids after the fixtures' own.
    yield* sql`SELECT setval(pg_get_serial_sequence('questions', 'id'), (SELECT COALESCE(max(id), 0) + 1 FROM questions), false)`
    yield* insertAll(sql, "catalogue_meta", [
      { key: "fixture_questions", value: JSON.stringify(questions.length) },
    ])
    return `, ${questions.length} questions`
  })

/**
 * Loads the fixture catalogue of `hotelCount` hotels into an empty database, in one transaction; a
 * database that already holds a catalogue is left alone, whatever its size, so restarts keep
 * bookings and edits (`booking db reset` reseeds at another size). `baseDate` (today, for a server)
 * anchors past stays before it and pre-booked nights after it.
 */
export const seedCatalogue = Effect.fn("seedCatalogue")(function* (
  baseDate: string,
  options: { readonly production: boolean; readonly hotelCount: number },
) {
  const sql = yield* SqlClient.SqlClient
  return yield* sql.withTransaction(
    Effect.gen(function* () {
      // Servers starting together on one empty PostgreSQL take turns: the first seeds, the
      // others then find the catalogue (the lock ends with the transaction).
      yield* sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`
      const existing = yield* sql<{ value: unknown }>`SELECT value FROM catalogue_meta WHERE key = 'seed'`
      if (existing.length > 0) {
        // Late users and reviews must come from the catalogue stored (its size), not the one asked.
        const [{ hotels }] = yield* sql<{ hotels: number }>`SELECT count(*)::int AS hotels FROM hotels`
        let catalogue: ReturnType<typeof loadCatalogue> | undefined
        const lazily = () => (catalogue ??= loadCatalogue({ baseDate, hotelCount: hotels }))
        const users = yield* seedFixtureUsers(sql, () => lazily().users, baseDate, options.production)
        const reviews = yield* seedReviews(sql, () => lazily().reviews)
        const aspects = yield* seedReviewAspects(sql, lazily)
        const questions = yield* seedQuestions(sql, lazily)
        const size = hotels === options.hotelCount ? "" : `; ${options.hotelCount} asked, kept as it is`
        return `catalogue already loaded (seed ${JSON.stringify(existing[0]!.value)}, ${hotels} hotels${size})${users}${reviews}${aspects}${questions}`
      }
      const catalogue = loadCatalogue({ baseDate, hotelCount: options.hotelCount })
      yield* insertAll(
        sql,
        "cities",
        catalogue.cities.map(
          (c): Row => ({
            id: c.id,
            slug: c.slug,
            name: c.name,
            state: c.state,
            state_slug: c.stateSlug,
            lat: c.lat,
            lng: c.lng,
            detail: JSON.stringify({ tier: c.tier }),
          }),
        ),
      )
      yield* insertAll(
        sql,
        "localities",
        catalogue.localities.map(
          (l): Row => ({ id: l.id, slug: l.slug, name: l.name, city_id: l.cityId, lat: l.lat, lng: l.lng }),
        ),
      )
      yield* insertAll(
        sql,
        "landmarks",
        catalogue.landmarks.map(
          (l): Row => ({
            id: l.id,
            slug: l.slug,
            name: l.name,
            city_id: l.cityId,
            locality_id: l.localityId,
            lat: l.lat,
            lng: l.lng,
            kind: l.kind,
          }),
        ),
      )
      yield* insertAll(
        sql,
        "hotels",
        catalogue.hotels.map(
          (h): Row => ({
            id: h.id,
            slug: h.slug,
            name: h.name,
            brand_code: h.brandCode,
            property_type: h.propertyType,
            city_id: h.cityId,
            locality_id: h.localityId,
            lat: h.lat,
            lng: h.lng,
            detail: JSON.stringify(h),
          }),
        ),
      )
      // Pre-booked nights become inventory rows, so sold-out and nearly-sold-out stays are real.
      const roomNights = catalogue.hotels.flatMap((h) => {
        const roomCounts = new Map(h.roomTypes.map((room) => [room.code, room.roomCount]))
        return h.preOccupancy.map(
          (o): Row => ({
            hotel_id: h.id,
            room_type: o.roomTypeCode,
            night: o.night,
            booked: o.bookedRooms,
            // The catalogue schema guarantees every pre-booked room type is one the hotel has.
            capacity: roomCounts.get(o.roomTypeCode)!,
          }),
        )
      })
      yield* insertAll(sql, "room_nights", roomNights)
      const meta = {
        seed: catalogue.seed,
        base_date: catalogue.baseDate,
        brands: catalogue.brands,
        amenities: catalogue.amenities,
        collections: catalogue.collections,
        policies: catalogue.policies,
        accessibilities: catalogue.accessibilities,
      }
      yield* insertAll(
        sql,
        "catalogue_meta",
        Object.entries(meta).map(([key, value]): Row => ({ key, value: JSON.stringify(value) })),
      )
      const users = yield* seedFixtureUsers(sql, () => catalogue.users, baseDate, options.production)
      const reviews = yield* seedReviews(sql, () => catalogue.reviews)
      const aspects = yield* seedReviewAspects(sql, () => catalogue)
      const questions = yield* seedQuestions(sql, () => catalogue)
      // The tables went from empty to full: without statistics the planner scans whole tables for
      // a city's hotels (PGlite has no autovacuum to gather them; PostgreSQL's would, later).
      yield* sql`ANALYZE hotels, room_nights, reviews, questions, answers`
      return `catalogue loaded: ${catalogue.cities.length} cities, ${catalogue.localities.length} localities, ${catalogue.landmarks.length} landmarks, ${catalogue.hotels.length} hotels, ${roomNights.length} pre-booked room nights${users}${reviews}${aspects}${questions}`
    }),
  )
})
