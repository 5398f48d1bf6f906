import { useCallback, useEffect, useState } from "react"
import { nearMeSuggestion } from "#core/search/location-rules.ts"
import { CrosshairIcon } from "../../components/ui/icons.tsx"
import { useT } from "../../lib/i18n.tsx"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"
import { currentPosition } from "../search/geolocation.ts"
import { LocationDisabledDialog } from "../search/location-disabled-dialog.tsx"
import styles from "./near-me-results.module.css"
import { type MappedResults, mapSearchResult } from "./results-data.ts"
import type { NearMeData } from "./results-loader.ts"
import { ResultsView } from "./results-view.tsx"

type Found = MappedResults & { readonly coordinates: { lat: number; lng: number } }

type Status =
  | { readonly kind: "locating" }
  /** spec-search §8: geolocation failure on near-me shows the location-disabled message. */
  | { readonly kind: "denied" }
  | { readonly kind: "failed" }
  | { readonly kind: "found"; readonly found: Found }

/**
 * /hotels-near-me/ (not cached: spec-search §2): only the browser knows where the traveller is, so
 * the server sends this shell, and the hotels are searched once the position is known. Their
 * prices then load through the results machine, with the price skeleton meanwhile.
 */
export function NearMeResults({ data }: { readonly data: NearMeData }) {
  const t = useT()
  const [status, setStatus] = useState<Status>({ kind: "locating" })
  const [dialogOpen, setDialogOpen] = useState(false)
  const locate = useCallback(async () => {
    setStatus({ kind: "locating" })
    let position: { lat: number; lng: number }
    try {
      position = await currentPosition()
    } catch {
      setStatus({ kind: "denied" })
      setDialogOpen(true)
      return
    }
    try {
      const search = await loaderCall(loaderEnv(undefined), (api) =>
        api.hotels.search({
          query: {
            latitude: position.lat,
            longitude: position.lng,
            location_type: "geo",
            ...data.stay,
            roomconfig: data.roomconfig,
          },
        }),
      )
      setStatus({ kind: "found", found: { ...mapSearchResult(search.result), coordinates: position } })
    } catch {
      setStatus({ kind: "failed" })
    }
  }, [data.stay, data.roomconfig])

  useEffect(() => {
    void locate()
  }, [locate])

  if (status.kind === "found") {
    const { found } = status
    return (
      <ResultsView
        heading={data.heading}
        stay={data.stay}
        roomconfig={data.roomconfig}
        hotels={found.hotels}
        cards={found.cards}
        labels={found.labels}
        prices={undefined}
        coordinates={found.coordinates}
        breadcrumbs={[]}
        place={nearMeSuggestion}
      />
    )
  }
  return (
    <section className={styles.page} aria-labelledby="near-me-heading">
      <h1 id="near-me-heading" className={styles.heading}>
        {data.heading}
      </h1>
      {status.kind === "locating" ? (
        <p className={styles.status} role="status">
          <CrosshairIcon size={20} /> {t("nearMe.locating")}
        </p>
      ) : (
        <div className={styles.problem} role="alert">
          <h2>{status.kind === "denied" ? t("search.locationDisabled.heading") : t("nearMe.failed")}</h2>
          {status.kind === "denied" ? <p>{t("search.locationDisabled.body")}</p> : null}
          <button type="button" className={styles.retry} onClick={() => void locate()}>
            {t("nearMe.retry")}
          </button>
        </div>
      )}
      {/* spec-search §2 and §8: the location-disabled modal; the message stays on the page after it closes. */}
      <LocationDisabledDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </section>
  )
}
