import { Link, useLoaderData } from "react-router"
import { TIERS } from "#core/rewards/tiers.ts"
import { useT } from "../../lib/i18n.tsx"
import { Carousel } from "./carousel.tsx"
import { MembershipCard } from "./membership-card.tsx"
import styles from "./rewards-info.module.css"
import type { RewardsInfoData } from "./rewards-info-loader.ts"

const CARD_IMAGE = { silver: "silver_card", gold: "gold_card", platinum: "platinum_card" } as const

/**
 * /terms/rewards-info/ (spec-checkout §2 'Loyalty information page'): open to everyone and cached
 * for an hour, so it shows the programme's terms only, never a member's wallet.
 */
export function RewardsInfoPage() {
  const t = useT()
  const { info } = useLoaderData() as RewardsInfoData
  const ladder = info.loyalty_ladder
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="club-heading">
        <div className={styles.heroText}>
          <h1 id="club-heading" className={styles.logoHeading}>
            <img src={info.heading_banner.logo} alt="Treebo Club" width={240} height={64} />
          </h1>
          <p className={styles.subtitle}>{info.heading_banner.subtitle}</p>
        </div>
        <Carousel images={info.heading_banner.carousel_images} />
      </section>

      <section className={styles.section} aria-labelledby="ladder-heading">
        <h2 id="ladder-heading" className={styles.sectionHeading}>
          {ladder.title}
        </h2>
        <p>{ladder.description}</p>
        <p className={styles.valuation}>{ladder.reward_point_valuation_text}</p>
        <ul className={styles.cards} aria-label={t("rewardsInfo.ladder")}>
          {TIERS.map((tier) => (
            <li key={tier}>
              <MembershipCard
                tier={tier}
                membership={ladder.memberships[tier]}
                image={info.image_urls[CARD_IMAGE[tier]]}
              />
            </li>
          ))}
        </ul>
        <p className={styles.muted}>{ladder.note}</p>
        <p className={styles.footnote}>* {t("rewardsInfo.footnote")}</p>
      </section>

      <section className={styles.section} aria-labelledby="eligibility-heading">
        <h2 id="eligibility-heading" className={styles.sectionHeading}>
          {info.eligibility.title}
        </h2>
        <p>{info.eligibility.info}</p>
        <ul className={styles.eligibilityList}>
          {info.eligibility.content.map((item) => (
            <li key={item.title}>
              <strong>{item.title}</strong>: {item.info}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="redeem-heading">
        <h2 id="redeem-heading" className={styles.sectionHeading}>
          {t("rewardsInfo.redeemHeading")}
        </h2>
        <ol className={styles.steps}>
          {info.redemption_steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="faq-heading">
        <h2 id="faq-heading" className={styles.sectionHeading}>
          {t("rewardsInfo.faqHeading")}
        </h2>
        {info.faq_sections.map((section) => (
          <div key={section.title} className={styles.faqSection}>
            <h3 className={styles.faqTitle}>{section.title}</h3>
            {section.qna_list.map((qna) => (
              <details key={qna.question} className={styles.faq}>
                <summary>{qna.question}</summary>
                <p>{qna.answer}</p>
              </details>
            ))}
          </div>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="apps-heading">
        <h2 id="apps-heading" className={styles.sectionHeading}>
          {t("rewardsInfo.appsHeading")}
        </h2>
        <p className={styles.apps}>
          <a
            className={styles.appLink}
            href={info.app_links.play_store_url}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t("rewardsInfo.playStore")}
          </a>
          <a
            className={styles.appLink}
            href={info.app_links.app_store_url}
            rel="noopener noreferrer"
            target="_blank"
          >
            {t("rewardsInfo.appStore")}
          </a>
        </p>
        <p>
          <Link className={styles.link} to={info.tnc_url}>
            {t("rewardsInfo.tnc")}
          </Link>
        </p>
      </section>
    </div>
  )
}
