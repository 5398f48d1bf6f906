import { useLoaderData } from "react-router"
import type { CampaignData } from "./campaign-loader.ts"
import styles from "./campaign-page.module.css"

/** spec-checkout §2 'Campaign page': only a full-width mobile banner image; nothing if absent. */
export function CampaignPage() {
  const { banner } = useLoaderData() as CampaignData
  if (banner === null) return null
  return (
    <img
      className={styles.banner}
      src={banner.url}
      width={banner.width}
      height={banner.height}
      alt={banner.alt}
    />
  )
}
