import { Schema } from "effect"
import { CREDIT_PERCENTAGE, DEBIT_PERCENTAGE } from "../rewards/rules.ts"
import { TIER_RULES, type Tier, tierBenefits } from "../rewards/tiers.ts"

/** The content key (spec-checkout §7 'Content': GET /api/v2/contents/?keys=…). */
export const LOYALTY_PAGE_INFO_KEY = "loyalty_page_info"

/** One feature line of a membership card: greyed out when it does not apply to the tier. */
export const MembershipFeature = Schema.Struct({ is_applicable: Schema.Boolean, text: Schema.String })
export type MembershipFeature = typeof MembershipFeature.Type

const EligibilityItem = Schema.Struct({ title: Schema.String, info: Schema.String })

/** spec-checkout §3 'Rewards information content', Membership. */
export const Membership = Schema.Struct({
  title: Schema.String,
  subtitle: Schema.String,
  welcome_rewards: MembershipFeature,
  instant_rewards: MembershipFeature,
  tier_rewards: MembershipFeature,
  free_nights: MembershipFeature,
  free_cancellation: MembershipFeature,
  free_early_checkin: MembershipFeature,
  free_late_checkout: MembershipFeature,
  free_room_upgrade: MembershipFeature,
  is_help_desk_applicable: Schema.Boolean,
  help_desk_title: Schema.String,
  help_desk_subtitle: Schema.String,
  eligibility: Schema.Struct({ content: Schema.Array(EligibilityItem) }),
})
export type Membership = typeof Membership.Type

/** spec-checkout §3 'Rewards information content': what /terms/rewards-info/ shows. */
export const LoyaltyPageInfo = Schema.Struct({
  heading_banner: Schema.Struct({
    /** Pictures on our own origin (the CSP allows no other). */
    logo: Schema.String,
    subtitle: Schema.String,
    carousel_images: Schema.Array(Schema.String),
  }),
  loyalty_ladder: Schema.Struct({
    title: Schema.String,
    description: Schema.String,
    note: Schema.String,
    reward_point_valuation_text: Schema.String,
    memberships: Schema.Struct({ silver: Membership, gold: Membership, platinum: Membership }),
  }),
  image_urls: Schema.Struct({
    silver_card: Schema.String,
    gold_card: Schema.String,
    platinum_card: Schema.String,
  }),
  faq_sections: Schema.Array(
    Schema.Struct({
      title: Schema.String,
      qna_list: Schema.Array(Schema.Struct({ question: Schema.String, answer: Schema.String })),
    }),
  ),
  tnc_url: Schema.String,
  /** The page's app store links (spec-checkout §2 'Loyalty information page'). */
  app_links: Schema.Struct({ play_store_url: Schema.String, app_store_url: Schema.String }),
  redemption_steps: Schema.Array(Schema.String),
  eligibility: Schema.Struct({
    title: Schema.String,
    info: Schema.String,
    content: Schema.Array(EligibilityItem),
  }),
})
export type LoyaltyPageInfo = typeof LoyaltyPageInfo.Type

const feature = (is_applicable: boolean, text: string): MembershipFeature => ({ is_applicable, text })

const stays = (n: number) => `${n} completed ${n === 1 ? "stay" : "stays"}`

/** Who reaches the tier, in the words of the tier rule (core/rewards/tiers.ts). */
const eligibilityOf = (tier: Tier): string => {
  const rule = TIER_RULES[tier]
  if (rule.minStays === 0) return "Every club member, from the day you join"
  return `${stays(rule.minStays)} in the last 12 months`
}

const membership = (tier: Tier, title: string, subtitle: string): Membership => {
  const b = tierBenefits(tier)
  return {
    title,
    subtitle,
    welcome_rewards: feature(b.welcomeRewards, "Welcome Rewards"),
    instant_rewards: feature(b.instantRewards, "Instant Rewards"),
    tier_rewards: feature(b.tierRewards, "Tier Rewards"),
    free_nights: feature(b.freeNights, "Free Nights (up to ₹2000)"),
    free_cancellation: feature(b.freeCancellation, "Free Cancellation"),
    free_early_checkin: feature(b.freeEarlyCheckin, "Free Early Check-in*"),
    free_late_checkout: feature(b.freeLateCheckout, "Free Late Check-out*"),
    free_room_upgrade: feature(b.freeRoomUpgrade, "Free Room Upgrades*"),
    is_help_desk_applicable: b.helpDesk,
    help_desk_title: "Priority Helpdesk",
    help_desk_subtitle: "A dedicated line for your bookings and requests",
    eligibility: { content: [{ title: "Eligibility", info: eligibilityOf(tier) }] },
  }
}

/**
 * The loyalty page's content. Every figure is the programme's real rule (docs/rewards.md): one point
 * is ₹1, points pay up to the debit percentage of a bill, a completed stay earns the payout
 * percentage, and tiers follow core/rewards/tiers.ts, so the page cannot promise what checkout
 * does not do.
 */
export const loyaltyPageInfo: LoyaltyPageInfo = {
  heading_banner: {
    logo: "/images/rewards/club-logo.svg",
    subtitle: "Stay more, earn more: points on every completed stay, spent on your next one",
    carousel_images: ["/images/rewards/club-hero-1.svg", "/images/rewards/club-hero-2.svg"],
  },
  loyalty_ladder: {
    title: "The Treebo Club ladder",
    description:
      "Every member starts at Silver. Complete more stays in a year to climb to Gold and Platinum.",
    note: "Tiers are worked out from your completed stays in the last 12 months.",
    reward_point_valuation_text: "1 point = ₹1",
    memberships: {
      silver: membership("silver", "Silver", "Where every member starts"),
      gold: membership("gold", "Gold", `From ${stays(TIER_RULES.gold.minStays)} a year`),
      platinum: membership("platinum", "Platinum", `From ${stays(TIER_RULES.platinum.minStays)} a year`),
    },
  },
  image_urls: {
    silver_card: "/images/rewards/card-silver.svg",
    gold_card: "/images/rewards/card-gold.svg",
    platinum_card: "/images/rewards/card-platinum.svg",
  },
  faq_sections: [
    {
      title: "Earning points",
      qna_list: [
        {
          question: "How do I earn points?",
          answer: `Book signed in on the website. When your stay is checked out, ${CREDIT_PERCENTAGE}% of what you paid for it (points spent excluded) is credited as points.`,
        },
        {
          question: "When do my points expire?",
          answer:
            "Points for a stay last 365 days from the day they are credited; promotional points last 90 days. Your wallet shows the next expiry.",
        },
      ],
    },
    {
      title: "Spending points",
      qna_list: [
        {
          question: "How much are my points worth?",
          answer: "1 point = ₹1, and points can be spent to the paisa.",
        },
        {
          question: "How many points can I use on a booking?",
          answer: `Points pay up to ${DEBIT_PERCENTAGE}% of the bill, never more than your balance. They are applied at checkout by default and the points that expire soonest are used first.`,
        },
        {
          question: "What happens to my points if I cancel?",
          answer:
            "The points spent on a cancelled booking come back to your wallet with their original expiry.",
        },
      ],
    },
  ],
  tnc_url: "/terms/",
  app_links: {
    play_store_url: "https://play.google.com/store/apps/details?id=com.treebo.starscream",
    app_store_url: "https://apps.apple.com/in/app/treebo-hotels/id1086165430",
  },
  redemption_steps: [
    "Sign in and choose your hotel and dates",
    `At checkout your points pay up to ${DEBIT_PERCENTAGE}% of the bill`,
    "Pay the rest online or at the hotel",
  ],
  eligibility: {
    title: "Who can join",
    info: "Every guest who signs in with a mobile number is a club member.",
    content: [
      { title: "Sign in", info: "Bookings made signed in on the website earn points" },
      { title: "Stay", info: "Points are credited when your stay is checked out" },
      { title: "Not on partner channels", info: "Bookings through group distribution earn no points" },
    ],
  },
}
