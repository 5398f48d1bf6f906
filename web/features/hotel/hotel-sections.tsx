import { type FormEvent, useState } from "react"
import { Link } from "react-router"
import type { Stay } from "#core/dates/stay.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { LOCAL_TILE_TEMPLATE } from "#core/maps/tiles.ts"
import buttons from "../../components/ui/buttons.module.css"
import { afterEffect } from "../../lib/after-effect.ts"
import { useAppConfig } from "../../lib/app-config.tsx"
import { reportError } from "../../lib/browser-runtime.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { useSession } from "../account/session.tsx"
import type { NearbyCard } from "./hotel-loader.ts"
import styles from "./hotel-sections.module.css"
import { staticMap } from "./static-map.ts"

const MAP_ZOOM = 15

/** Where the hotel is: a static map of tiles with a pin (no script, no inline style; ADR 075). */
export function LocationMap({
  name,
  coordinates,
}: {
  readonly name: string
  readonly coordinates: { readonly lat: number; readonly lng: number }
}) {
  const t = useT()
  const { mapTiles } = useAppConfig()
  const map = staticMap(coordinates, {
    zoom: MAP_ZOOM,
    width: 720,
    height: 280,
    template: mapTiles?.url ?? LOCAL_TILE_TEMPLATE,
  })
  const osm = `https://www.openstreetmap.org/?mlat=${coordinates.lat}&mlon=${coordinates.lng}#map=16/${coordinates.lat}/${coordinates.lng}`
  return (
    <figure className={styles.map}>
      <svg
        className={styles.mapCanvas}
        viewBox={`0 0 ${map.width} ${map.height}`}
        preserveAspectRatio="xMidYMid slice"
        role="img"
        aria-label={t("hotel.map.label", { name })}
      >
        {map.tiles.map((tile) => (
          <image key={tile.url} href={tile.url} x={tile.x} y={tile.y} width={256} height={256} />
        ))}
        <g transform={`translate(${map.pin.x} ${map.pin.y})`}>
          <path
            d="M0 0 C-4 -10 -14 -16 -14 -26 A14 14 0 1 1 14 -26 C14 -16 4 -10 0 0 Z"
            className={styles.pin}
          />
          <circle cx="0" cy="-26" r="5" className={styles.pinDot} />
        </g>
      </svg>
      <figcaption className={styles.mapCaption}>
        <a href={osm} rel="noopener noreferrer" target="_blank">
          {t("hotel.map.open")}
        </a>
      </figcaption>
    </figure>
  )
}

/** spec-search §4: similar hotels nearby, nearest first, only those with a price for the stay. */
export function NearbyHotels({ hotels }: { readonly hotels: ReadonlyArray<NearbyCard> }) {
  const t = useT()
  return (
    <section id="nearby" className={styles.nearby} aria-labelledby="nearby-heading">
      <h2 id="nearby-heading" className={styles.heading}>
        {t("hotel.heading.nearby")}
      </h2>
      <ul className={styles.nearbyList}>
        {hotels.map((hotel) => (
          <li key={hotel.id} className={styles.nearbyCard}>
            {hotel.imageUrl === null ? (
              <span className={styles.nearbyNoImage} />
            ) : (
              <img
                src={hotel.imageUrl}
                alt=""
                className={styles.nearbyImage}
                width={280}
                height={170}
                loading="lazy"
              />
            )}
            <div className={styles.nearbyBody}>
              <h3 className={styles.nearbyName}>
                <Link to={hotel.href} className={styles.nearbyLink}>
                  {hotel.name}
                </Link>
              </h3>
              <p className={styles.nearbyPlace}>
                {hotel.locality} · {t("hotel.nearby.distance", { km: hotel.distanceKm.toFixed(1) })}
              </p>
              <p className={styles.nearbyPrice}>
                <strong>{formatRupees(hotel.perNightPaise)}</strong> {t("hotel.nearby.perNight")}
                {hotel.refundable ? null : (
                  <span className={styles.nearbyPlan}>{t("card.nonRefundable")}</span>
                )}
                {hotel.rating === null ? null : (
                  <span className={styles.nearbyRating}>
                    {t("hotel.rating", { rating: hotel.rating.toFixed(1) })}
                  </span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

type NotifyState =
  | { readonly kind: "editing" }
  | { readonly kind: "sending" }
  | { readonly kind: "done"; readonly message: string }
  | { readonly kind: "failed"; readonly message: string }

/**
 * Notify me (spec-search §7 POST /api/v1/hotels/notify-hotel-availability/): offered when every
 * room type is sold out; the server's message is shown as it is.
 */
export function NotifyMe({
  hotelId,
  stay,
  roomconfig,
}: {
  readonly hotelId: string
  readonly stay: Stay
  readonly roomconfig: string
}) {
  const t = useT()
  const session = useSession()
  const [typed, setTyped] = useState<string | null>(null)
  const [state, setState] = useState<NotifyState>({ kind: "editing" })
  const email = typed ?? session.user?.email ?? ""
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState({ kind: "sending" })
    try {
      const { notifyAvailability } = await afterEffect(() => import("./hotel-calls.ts"))
      const answer = await notifyAvailability(
        { hotelId, ...stay, roomconfig, email: email.trim() },
        new AbortController().signal,
      )
      setState({ kind: "done", message: answer.message })
    } catch (error) {
      const message = (error as { message?: unknown } | null)?.message
      const status = (error as { status?: unknown } | null)?.status
      if (typeof status !== "number" || status >= 500) reportError(error, { feature: "notify-me" })
      setState({
        kind: "failed",
        message:
          typeof status === "number" && status < 500 && typeof message === "string"
            ? message
            : t("hotel.notify.failed"),
      })
    }
  }
  return (
    <section className={styles.notify} aria-labelledby="notify-heading" data-testid="notify-me">
      <h3 id="notify-heading" className={styles.notifyHeading}>
        {t("hotel.notify.heading")}
      </h3>
      {state.kind === "done" ? (
        <p className={styles.notifyDone} role="status">
          {state.message}
        </p>
      ) : (
        <>
          <p className={styles.notifyBody}>{t("hotel.notify.body")}</p>
          <form className={styles.notifyForm} onSubmit={submit}>
            <label htmlFor="notify-email" className={styles.notifyLabel}>
              {t("hotel.notify.email")}
            </label>
            <div className={styles.notifyRow}>
              <input
                id="notify-email"
                type="email"
                required
                autoComplete="email"
                className={styles.input}
                value={email}
                onChange={(event) => setTyped(event.target.value)}
                aria-describedby={state.kind === "failed" ? "notify-error" : undefined}
              />
              <button
                type="submit"
                className={cx(buttons.primary, styles.button)}
                disabled={state.kind === "sending"}
              >
                {state.kind === "sending" ? t("hotel.notify.sending") : t("hotel.notify.submit")}
              </button>
            </div>
            {state.kind === "failed" ? (
              <p id="notify-error" className={styles.error} role="alert">
                {state.message}
              </p>
            ) : null}
          </form>
        </>
      )}
    </section>
  )
}
