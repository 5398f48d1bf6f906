import type { Membership, MembershipFeature } from "#core/content/loyalty-page.ts"
import type { Tier } from "#core/rewards/tiers.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./rewards-info.module.css"

const FEATURES = [
  "welcome_rewards",
  "instant_rewards",
  "tier_rewards",
  "free_nights",
  "free_cancellation",
  "free_early_checkin",
  "free_late_checkout",
  "free_room_upgrade",
] as const

/** A feature the tier lacks is greyed out, and said to be missing for screen readers too. */
function Feature({ feature, children }: { readonly feature: MembershipFeature; readonly children?: string }) {
  const t = useT()
  return (
    <li className={feature.is_applicable ? styles.feature : `${styles.feature} ${styles.inapplicable}`}>
      <span aria-hidden="true" className={styles.mark}>
        {feature.is_applicable ? "✓" : "–"}
      </span>
      <span>
        {feature.text}
        {children === undefined ? null : <span className={styles.featureNote}>{children}</span>}
        {feature.is_applicable ? null : (
          <span className="visually-hidden"> ({t("rewardsInfo.notIncluded")})</span>
        )}
      </span>
    </li>
  )
}

/** spec-checkout §2 'Membership card'. */
export function MembershipCard({
  tier,
  membership,
  image,
}: {
  readonly tier: Tier
  readonly membership: Membership
  readonly image: string
}) {
  return (
    <article className={styles.card} data-tier={tier} aria-labelledby={`card-${tier}`}>
      <img src={image} alt="" width={360} height={220} className={styles.cardImage} />
      <h3 id={`card-${tier}`} className={styles.cardTitle}>
        {membership.title}
      </h3>
      <p className={styles.muted}>{membership.subtitle}</p>
      <ul className={styles.features}>
        {FEATURES.map((key) => (
          <Feature key={key} feature={membership[key]} />
        ))}
        <Feature
          feature={{ is_applicable: membership.is_help_desk_applicable, text: membership.help_desk_title }}
        >
          {membership.help_desk_subtitle}
        </Feature>
      </ul>
      <dl className={styles.eligibility}>
        {membership.eligibility.content.map((item) => (
          <div key={item.title}>
            <dt>{item.title}</dt>
            <dd>{item.info}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
