import type { HotelDetail } from "#core/api/hotel-detail.ts"
import { formatDayMonthYear } from "#core/i18n/format.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./hotel-page.module.css"

/** The hotel's video tour (spec-search §3 videoDetails), for a hotel that has one. */
export function HotelVideo({
  hotelName,
  video,
}: {
  readonly hotelName: string
  readonly video: NonNullable<HotelDetail["videoDetails"]>
}) {
  const t = useT()
  return (
    <section id="video" className={styles.section} aria-labelledby="video-heading">
      <h2 id="video-heading" className={styles.sectionHeading}>
        {t("hotel.heading.video")}
      </h2>
      {/* No autoplay and no preload: the tour's bytes are fetched only when played (ADR 072). */}
      {/* biome-ignore lint/a11y/useMediaCaption: the tour has no speech; its captions are drawn in the picture. */}
      <video
        className={styles.video}
        controls
        preload="none"
        playsInline
        width={640}
        height={360}
        poster={video.videoThumbnailUrl}
        src={video.videoUrl}
        aria-label={t("hotel.video.play", { name: hotelName })}
      />
      <p className={styles.videoUploaded}>
        {t("hotel.video.uploaded", {
          date: formatDayMonthYear(video.videoUploadedDate),
        })}
      </p>
    </section>
  )
}
