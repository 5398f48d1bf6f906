import { Context, Effect, Layer } from "effect"
import { Migrator, SqlClient } from "effect/sql"
import { dayInIndia } from "#core/dates/today.ts"
import { AppClock } from "#core/services/clock.ts"
import { ServerSettings } from "../settings.ts"
import { accountsMigration } from "./migrations-accounts.ts"
import { bookingsMigration } from "./migrations-bookings.ts"
import { cartChangesMigration } from "./migrations-cart-changes.ts"
import { checkoutMigration } from "./migrations-checkout.ts"
import { checkoutGuardsMigration } from "./migrations-checkout-guards.ts"
import { couponRulesMigration } from "./migrations-coupon-rules.ts"
import { couponsMigration } from "./migrations-coupons.ts"
import { dataChangeNotificationsMigration, dataVersionsMigration } from "./migrations-data-versions.ts"
import {
  availabilityNoticesMigration,
  questionsMigration,
  reviewAspectsMigration,
} from "./migrations-feedback.ts"
import { gatewaySandboxMigration } from "./migrations-gateway-sandbox.ts"
import { guestFeedbackMigration } from "./migrations-guest-feedback.ts"
import { ordersMigration } from "./migrations-orders.ts"
import { otpMigration } from "./migrations-otp.ts"
import { pointsLedgerMigration } from "./migrations-points-ledger.ts"
import { profileDetailsMigration } from "./migrations-profile.ts"
import { reviewsMigration } from "./migrations-reviews.ts"
import { socialSignInMigration } from "./migrations-social.ts"
import { telemetryMigration } from "./migrations-telemetry.ts"
import { webCheckInMigration } from "./migrations-web-check-in.ts"
import { seedCatalogue } from "./seed.ts"

/**
 * One schema for PGlite and PostgreSQL. Plain PostgreSQL only: no exclusion constraints or
 * extensions, so the same schema runs on distributed PostgreSQL-compatible engines (DESIGN.md).
 */
const migrations = {
  "1_catalogue": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE cities (
      id integer PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL, state text NOT NULL,
      state_slug text NOT NULL, lat double precision NOT NULL, lng double precision NOT NULL,
      detail jsonb NOT NULL)`
    yield* sql`CREATE TABLE localities (
      id integer PRIMARY KEY, slug text NOT NULL, name text NOT NULL,
      city_id integer NOT NULL REFERENCES cities(id), lat double precision NOT NULL,
      lng double precision NOT NULL, UNIQUE (city_id, slug))`
    yield* sql`CREATE TABLE landmarks (
      id integer PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL,
      city_id integer NOT NULL REFERENCES cities(id), locality_id integer REFERENCES localities(id),
      lat double precision NOT NULL, lng double precision NOT NULL, kind text NOT NULL)`
    yield* sql`CREATE TABLE hotels (
      id text PRIMARY KEY, slug text NOT NULL UNIQUE, name text NOT NULL, brand_code text NOT NULL,
      property_type text NOT NULL, city_id integer NOT NULL REFERENCES cities(id),
      locality_id integer NOT NULL REFERENCES localities(id), lat double precision NOT NULL,
      lng double precision NOT NULL, detail jsonb NOT NULL)`
    yield* sql`CREATE INDEX hotels_city ON hotels (city_id)`
    yield* sql`CREATE TABLE catalogue_meta (key text PRIMARY KEY, value jsonb NOT NULL)`
  }),
  "2_outbox": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`CREATE TABLE outbox (
      id serial PRIMARY KEY, kind text NOT NULL CHECK (kind IN ('sms', 'email')),
      recipient text NOT NULL, subject text NOT NULL, body text NOT NULL,
      created_at timestamptz NOT NULL, delivered_at timestamptz)`
    yield* sql`CREATE INDEX outbox_recipient ON outbox (recipient, id)`
  }),
  "3_telemetry": telemetryMigration,
  "4_inventory": Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // DESIGN.md 'No overbooking': a booking takes rooms night by night with a conditional UPDATE
    // that this CHECK backs up. A night gets a row once something is booked or set on it; without
    // one, nothing is booked and the whole room count is free. `capacity` is copied from the room
    // type's roomCount when the row is made, so the check needs no lookup into the catalogue.
    yield* sql`CREATE TABLE room_nights (
      hotel_id text NOT NULL REFERENCES hotels(id), room_type text NOT NULL, night date NOT NULL,
      booked integer NOT NULL DEFAULT 0, capacity integer NOT NULL,
      CHECK (booked >= 0 AND booked <= capacity),
      PRIMARY KEY (hotel_id, room_type, night))`
    // Without a row the night costs the room type's base rate from the catalogue.
    yield* sql`CREATE TABLE rate_overrides (
      hotel_id text NOT NULL REFERENCES hotels(id), room_type text NOT NULL, night date NOT NULL,
      rate_paise integer NOT NULL CHECK (rate_paise > 0),
      PRIMARY KEY (hotel_id, room_type, night))`
  }),
  "5_accounts": accountsMigration,
  "6_otp": otpMigration,
  "7_reviews": reviewsMigration,
  "8_coupons": couponsMigration,
  "9_review_aspects": reviewAspectsMigration,
  "10_questions": questionsMigration,
  "11_availability_notices": availabilityNoticesMigration,
  "12_data_versions": dataVersionsMigration,
  "13_data_change_notifications": dataChangeNotificationsMigration,
  "14_coupon_rules": couponRulesMigration,
  "15_points_ledger": pointsLedgerMigration,
  "16_gateway_sandbox": gatewaySandboxMigration,
  "17_checkout": checkoutMigration,
  "18_checkout_guards": checkoutGuardsMigration,
  "19_orders": ordersMigration,
  "20_bookings": bookingsMigration,
  "21_social_sign_in": socialSignInMigration,
  "22_web_check_in": webCheckInMigration,
  "23_profile_details": profileDetailsMigration,
  "24_feedback": guestFeedbackMigration,
  "25_cart_changes": cartChangesMigration,
}

const run = Migrator.make({})

export const migrate = run({ loader: Migrator.fromRecord(migrations) })

/** Every migration this version knows, in order, named as effect_sql_migrations records them (`<id>_<name>`). */
export const MIGRATION_NAMES: ReadonlyArray<string> = Object.keys(migrations)

/** Applies only the named migrations (a backup's, before its rows go back in: server/db/backup.ts). */
export const migrateOnly = (names: ReadonlyArray<string>) =>
  run({
    loader: Migrator.fromRecord(
      Object.fromEntries(Object.entries(migrations).filter(([n]) => names.includes(n))),
    ),
  })

/** Our tables, dependants first; `booking db reset` drops exactly these and nothing else. */
export const OUR_TABLES = [
  "feedbacks",
  "signing_keys",
  "profile_preferences",
  "web_check_ins",
  "social_identities",
  "gateway_events",
  "payments",
  "order_nights",
  "orders",
  "gateway_sandbox_webhooks",
  "gateway_sandbox_payments",
  "gateway_sandbox_orders",
  "captcha_proofs",
  "captcha_spent_challenges",
  "whatsapp_optins",
  "points_debit_parts",
  "points_entries",
  "hotel_versions",
  "data_versions",
  "availability_notices",
  "answers",
  "questions",
  "carts",
  "coupon_redemptions",
  "coupons",
  "reviews",
  "rate_events",
  "verified_phones",
  "otp_events",
  "otp_codes",
  "password_resets",
  "sessions",
  "users",
  "rate_overrides",
  "room_nights",
  "tracking_events",
  "error_reports",
  "outbox",
  "hotels",
  "landmarks",
  "localities",
  "cities",
  "catalogue_meta",
  "effect_sql_migrations",
]

/** Drops every table of ours (not the whole schema: the database may hold others' tables too). */
export const dropAll = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  for (const table of OUR_TABLES) yield* sql`DROP TABLE IF EXISTS ${sql(table)}`
})

/** A database that is migrated and holds the catalogue once this layer is built. */
export class Migrations extends Context.Service<Migrations, { readonly applied: ReadonlyArray<string> }>()(
  "booking/server/db/Migrations",
) {
  static readonly layerSeeded = Layer.effect(
    Migrations,
    Effect.gen(function* () {
      const applied = yield* migrate
      const { production, catalogueHotels } = yield* ServerSettings
      yield* seedCatalogue(dayInIndia(yield* (yield* AppClock).now), {
        production,
        hotelCount: catalogueHotels,
      })
      return { applied: applied.map(([id, name]) => `${id}_${name}`) }
    }).pipe(Effect.orDie),
  )
}
