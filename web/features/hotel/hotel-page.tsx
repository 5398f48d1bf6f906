import { useMachine } from "@xstate/react"
import { useEffect } from "react"
import { useLoaderData, useLocation, useRevalidator } from "react-router"
import buttons from "../../components/ui/buttons.module.css"
import { AlertIcon } from "../../components/ui/icons.tsx"
import { useAppConfig } from "../../lib/app-config.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import type { HotelFailedData, HotelLoaderData } from "./hotel-loader.ts"
import { browserHotelDetailsMachine } from "./hotel-machines.ts"
import styles from "./hotel-page.module.css"
import { HotelView } from "./hotel-view.tsx"

/**
 * The hotel page, /hotels-in-{city}/{hotelSlug}-{hotelId}/ (spec-search §2-§4). The server renders
 * it whole from the loader's data; the machines take over after hydration.
 */
export function HotelPage() {
  const data = useLoaderData() as HotelLoaderData
  const { pathname } = useLocation()
  if (data.kind === "failed") return <HotelFailed data={data} />
  // Another hotel is another page: its machines start again from its own data.
  return <HotelView key={pathname} data={data} />
}

/** spec-search §8 'Hotel-details failure: status code stored': the status, and a retry. */
function HotelFailed({ data }: { readonly data: HotelFailedData }) {
  const t = useT()
  const { channel } = useAppConfig()
  const revalidator = useRevalidator()
  const [snapshot, send] = useMachine(browserHotelDetailsMachine, {
    input: { request: { hotelId: data.hotelId, stay: data.stay, channel } },
  })
  const loaded = snapshot.matches("loaded")
  // The details answered: load the whole page again (images, prices, reviews) through its loader.
  useEffect(() => {
    if (loaded) void revalidator.revalidate()
  }, [loaded, revalidator])
  const status = snapshot.context.errorStatus ?? data.status
  const busy = snapshot.hasTag("loading") || loaded || revalidator.state === "loading"
  return (
    <section className={styles.failed} role="alert" aria-busy={busy}>
      <AlertIcon size={40} />
      <h1 className={styles.failedHeading}>{t("hotel.failed.heading")}</h1>
      <p data-testid="hotel-error-status">
        {status === 0 ? t("hotel.failed.network") : t("hotel.failed.status", { status })}
      </p>
      <button
        type="button"
        className={cx(buttons.primary, styles.primaryButton)}
        disabled={busy || !snapshot.can({ type: "details.retry" })}
        onClick={() => send({ type: "details.retry" })}
      >
        {busy ? t("hotel.failed.retrying") : t("hotel.failed.retry")}
      </button>
    </section>
  )
}
