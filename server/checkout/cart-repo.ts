import { randomBytes } from "node:crypto"
import { Context, Effect, Layer } from "effect"
import type { NonEmptyReadonlyArray } from "effect/Array"
import { SqlClient } from "effect/sql"
import type { RoomTypeCode } from "#core/catalogue/hotel.ts"
import type { Channel } from "#core/pricing/types.ts"
import { parseRoomConfig } from "#core/search/room-config.ts"
import { AppClock } from "#core/services/clock.ts"
import { DataVersions } from "../db/data-versions.ts"
import { groupedWrites } from "../db/grouped-writes.ts"
import { KeptRows } from "../db/kept-rows.ts"
import type { Cart } from "./cart-pricing.ts"

interface CartRow {
  readonly bid: string
  readonly hotel_id: string
  readonly room_type: RoomTypeCode
  readonly rate_plan: string
  readonly checkin: string
  readonly checkout: string
  readonly roomconfig: string
  readonly channel: Channel
  readonly user_id: string | null
  readonly coupon_code: string | null
  readonly apply_wallet: boolean
  readonly shown_price: number | null
}

/** The choices a traveller changes on a cart; the stay itself never changes. */
export type CartChange = Partial<
  Pick<Cart, "ratePlanCode" | "userId" | "couponCode" | "applyWallet" | "shownPricePaise">
>

/** Carts kept in memory at once (ADR 116): a few hundred bytes each. */
const MAX_KEPT = 10_000

/** 128 bits from the CSPRNG, URL-safe: a bid cannot be guessed, so holding one is the right to use it. */
export const newBid = (): string => randomBytes(16).toString("base64url")

const toCart = (row: CartRow): Cart => ({
  bid: row.bid,
  hotelId: row.hotel_id,
  roomType: row.room_type,
  ratePlanCode: row.rate_plan,
  checkin: row.checkin,
  checkout: row.checkout,
  rooms: parseRoomConfig(row.roomconfig),
  roomconfig: row.roomconfig,
  channel: row.channel,
  userId: row.user_id,
  couponCode: row.coupon_code,
  applyWallet: row.apply_wallet,
  shownPricePaise: row.shown_price,
})

/**
 * The `carts` table (migration 17_checkout). Rows read are kept in memory while this process hears
 * the carts' change notifications (ADR 116): the checkout page prices its cart on every open, coupon
 * and wallet change, and the cart's row was the one statement left in that call.
 */
export class Carts extends Context.Service<
  Carts,
  {
    readonly create: (cart: Cart) => Effect.Effect<void>
    /** The cart as kept, or as read when not kept. */
    readonly find: (bid: string) => Effect.Effect<Cart | undefined>
    /** The cart as the table holds it now: what an order is placed from. */
    readonly read: (bid: string) => Effect.Effect<Cart | undefined>
    /** The cart after the change; undefined when no cart has the bid. */
    readonly change: (bid: string, change: CartChange) => Effect.Effect<Cart | undefined>
  }
>()("booking/server/checkout/Carts") {
  static readonly layer = Layer.effect(
    Carts,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const clock = yield* AppClock
      const { versions } = yield* DataVersions
      const kept = new KeptRows<Cart>(MAX_KEPT)
      versions.keep("cart", kept)
      const columns =
        sql.literal(`bid, hotel_id, room_type, rate_plan, to_char(checkin, 'YYYY-MM-DD') AS checkin,
        to_char(checkout, 'YYYY-MM-DD') AS checkout, roomconfig, channel, user_id::text AS user_id,
        coupon_code, apply_wallet, shown_price`)
      // Every Book link writes a cart: under load, many go in one statement.
      const insert = yield* groupedWrites((rows: NonEmptyReadonlyArray<Record<string, unknown>>) =>
        Effect.orDie(sql`INSERT INTO carts ${sql.insert(rows)}`),
      )
      // Kept only if no cart changed while the statement ran (the stamp is taken before it).
      const read = Effect.fn("Carts.read")(function* (bid: string) {
        const stamp = kept.stamp()
        const rows = yield* sql<CartRow>`SELECT ${columns} FROM carts WHERE bid = ${bid}`.pipe(Effect.orDie)
        if (rows[0] === undefined) return undefined
        const cart = toCart(rows[0])
        if (versions.live) kept.keep(bid, cart, stamp)
        return cart
      })
      return {
        read,
        find: (bid) =>
          Effect.suspend(() => {
            const hit = versions.live ? kept.get(bid) : undefined
            return hit === undefined ? read(bid) : Effect.succeed(hit)
          }),
        create: Effect.fn("Carts.create")(function* (cart: Cart) {
          const now = new Date(yield* clock.now)
          yield* insert({
            bid: cart.bid,
            hotel_id: cart.hotelId,
            room_type: cart.roomType,
            rate_plan: cart.ratePlanCode,
            checkin: cart.checkin,
            checkout: cart.checkout,
            roomconfig: cart.roomconfig,
            channel: cart.channel,
            user_id: cart.userId,
            coupon_code: cart.couponCode,
            apply_wallet: cart.applyWallet,
            shown_price: cart.shownPricePaise,
            created_at: now,
            updated_at: now,
          })
        }),
        change: Effect.fn("Carts.change")(function* (bid: string, change: CartChange) {
          const now = new Date(yield* clock.now)
          const set: Record<string, unknown> = { updated_at: now }
          if (change.ratePlanCode !== undefined) set.rate_plan = change.ratePlanCode
          if (change.userId !== undefined) set.user_id = change.userId
          if (change.couponCode !== undefined) set.coupon_code = change.couponCode
          if (change.applyWallet !== undefined) set.apply_wallet = change.applyWallet
          if (change.shownPricePaise !== undefined) set.shown_price = change.shownPricePaise
          yield* sql`UPDATE carts SET ${sql.update(set)} WHERE bid = ${bid}`.pipe(Effect.orDie)
          // On PostgreSQL the notification comes a hop after the commit: this process knows now.
          kept.changed(bid)
          return yield* read(bid)
        }),
      }
    }),
  ).pipe(Layer.provide(DataVersions.layer))
}
