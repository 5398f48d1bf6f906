import { writeSync } from "node:fs"
import { Context, Effect, Layer } from "effect"

/**
 * Where a server process may be killed in the middle of checkout by the crash-consistency test
 * (issue 11), each named for what is durable when the process dies there.
 */
export const CRASH_POINTS = [
  /** The order, its rooms, points and coupon use are written but not committed. */
  "order.before-commit",
  /** The order holds its rooms; no gateway order exists yet. */
  "order.after-commit",
  /** The gateway has an order our database does not know of; the traveller never gets its id. */
  "order.gateway-order-made",
  /** The gateway confirmed a captured payment; nothing of it is written yet. */
  "payment.verified",
  /** The booking's confirmation is written but not committed. */
  "booking.before-commit",
  /** The booking is committed; the traveller has not been told. */
  "booking.after-commit",
  /** A webhook's payment is settled; its event id is not recorded, so the gateway sends it again. */
  "webhook.before-recorded",
] as const
export type CrashPoint = (typeof CRASH_POINTS)[number]

/** The process dies the `passage`th time (1 = the first) it reaches `point`. */
export interface CrashAt {
  readonly point: CrashPoint
  readonly passage: number
}

const isCrashPoint = (name: string): name is CrashPoint =>
  (CRASH_POINTS as ReadonlyArray<string>).includes(name)

/**
 * CRASH_AT="<point>:<n>", honoured only under test control: like the controlled clock, a crash
 * schedule has no meaning in production, where TEST_CONTROL=1 is refused.
 */
export const crashAtFromEnv = (
  value: string | undefined,
  testControl: boolean,
  fail: (message: string) => never,
): CrashAt | undefined => {
  if (!testControl || value === undefined || value === "") return undefined
  const [point = "", passage = ""] = value.split(":")
  if (!isCrashPoint(point) || !/^[1-9]\d{0,5}$/.test(passage)) {
    return fail(`CRASH_AT must be <point>:<n> with a point of ${CRASH_POINTS.join(", ")} (got ${value})`)
  }
  return { point, passage: Number(passage) }
}

/**
 * A named place in checkout where the crash test may kill the process. Outside test control (the
 * default value) every point does nothing.
 */
export const CrashPoints = Context.Reference<{ readonly reach: (point: CrashPoint) => Effect.Effect<void> }>(
  "booking/server/test-control/CrashPoints",
  { defaultValue: () => ({ reach: () => Effect.void }) },
)

/**
 * The crash points of one server: armed by `crashAt`, they SIGKILL the process itself at the chosen
 * passage, as the kernel or an operator's kill -9 would, with no chance to roll back or clean up.
 */
export const crashPointsLayer = (crashAt: CrashAt | undefined) =>
  Layer.sync(CrashPoints, () => {
    if (crashAt === undefined) return CrashPoints.defaultValue()
    let passages = 0
    return {
      reach: (point: CrashPoint) =>
        point !== crashAt.point
          ? Effect.void
          : Effect.sync(() => {
              passages++
              if (passages < crashAt.passage) return
              // Written synchronously: nothing buffered survives SIGKILL. The test reads this line.
              writeSync(2, `crash point ${point} reached at passage ${passages}: killing the process\n`)
              process.kill(process.pid, "SIGKILL")
            }),
    }
  })
