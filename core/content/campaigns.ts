import { Schema } from "effect"
import { MEMBER_DISCOUNT_BPS } from "../pricing/quote.ts"

/** Where a campaign runs: the sales channel (spec-checkout §1) and the pages that show its banner. */
export const CampaignChannel = Schema.Literals(["website", "gdc"])
export type CampaignChannel = typeof CampaignChannel.Type

export const CampaignPlacement = Schema.Literals(["home", "listing", "hotel"])
export type CampaignPlacement = typeof CampaignPlacement.Type

/** A banner picture on our own origin (the CSP allows no other), with its size so pages reserve its space. */
export const BannerImage = Schema.Struct({
  url: Schema.String,
  width: Schema.Int,
  height: Schema.Int,
  alt: Schema.String,
})
export type BannerImage = typeof BannerImage.Type

/** spec-checkout §3 'Content blocks': a campaign banner; the campaign page shows only the mobile detail image. */
export const CampaignBanner = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  channels: Schema.Array(CampaignChannel),
  placements: Schema.Array(CampaignPlacement),
  /** Where the banner leads on the site, a path. */
  target_path: Schema.String,
  mobile_banner_detail_image: Schema.NullOr(BannerImage),
})
export type CampaignBanner = typeof CampaignBanner.Type

/** The mobile detail banner's drawn size: a full-width picture on a phone, 3:2. */
export const MOBILE_BANNER_SIZE = { width: 750, height: 500 } as const

export const campaignBannerPath = (id: number): string => `/images/campaigns/${id}-mobile.svg`

const mobileBanner = (id: number, alt: string): BannerImage => ({
  url: campaignBannerPath(id),
  ...MOBILE_BANNER_SIZE,
  alt,
})

/**
 * The campaigns the site runs. Each offer one names is one the price engine really applies
 * (docs/pricing.md): members save 5%, and pay at hotel needs no card.
 */
export const campaigns: ReadonlyArray<CampaignBanner> = [
  {
    id: 101,
    name: "Monsoon getaways",
    channels: ["website"],
    placements: ["home", "listing"],
    target_path: "/cities/",
    mobile_banner_detail_image: mobileBanner(
      101,
      `Monsoon getaways: members save ${MEMBER_DISCOUNT_BPS / 100}% on every stay`,
    ),
  },
  {
    id: 102,
    name: "Pay at hotel",
    channels: ["website", "gdc"],
    placements: ["home", "hotel"],
    target_path: "/",
    mobile_banner_detail_image: mobileBanner(102, "Pay at hotel: book now, pay when you check in"),
  },
  {
    // A desktop-only campaign: it has no mobile detail banner, so its page shows nothing.
    id: 103,
    name: "Weekend in the hills",
    channels: ["website"],
    placements: ["listing"],
    target_path: "/cities/",
    mobile_banner_detail_image: null,
  },
]

/** The campaign whose mobile banner `file` names (`{id}-mobile.svg`), if it has one. */
export const campaignOfBannerFile = (file: string): CampaignBanner | undefined => {
  const match = /^([1-9]\d{0,8})-mobile\.svg$/.exec(file)
  if (match === null) return undefined
  const campaign = campaigns.find((c) => c.id === Number(match[1]))
  return campaign?.mobile_banner_detail_image === null ? undefined : campaign
}

/** Campaigns for a channel and, when given, a page, in id order. */
export const campaignsFor = (
  channel: CampaignChannel,
  placement: CampaignPlacement | undefined,
): ReadonlyArray<CampaignBanner> =>
  campaigns.filter(
    (c) => c.channels.includes(channel) && (placement === undefined || c.placements.includes(placement)),
  )
