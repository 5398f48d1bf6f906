import { Effect } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { type CampaignBanner, campaignOfBannerFile, MOBILE_BANNER_SIZE } from "#core/content/campaigns.ts"

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Splits the alt text at its colon: the campaign's name above, its promise below. */
const renderBanner = (campaign: CampaignBanner): string => {
  const { width, height } = MOBILE_BANNER_SIZE
  const alt = campaign.mobile_banner_detail_image?.alt ?? campaign.name
  const [headline = "", rest = ""] = alt.split(":").map((part) => part.trim())
  const detail = rest.charAt(0).toUpperCase() + rest.slice(1)
  const hue = (campaign.id * 67) % 360
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(alt)}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 55% 38%)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.35}" fill="hsl(${hue + 30} 70% 60%)" opacity="0.5"/>`,
    `<rect x="0" y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="hsl(${hue} 45% 24%)"/>`,
    `<text x="48" y="${height * 0.42}" font-family="system-ui, sans-serif" font-size="56" font-weight="700" fill="#fff">${escapeXml(headline)}</text>`,
    `<text x="48" y="${height * 0.87}" font-family="system-ui, sans-serif" font-size="30" fill="#fff">${escapeXml(detail)}</text>`,
    "</svg>",
  ].join("")
}

/**
 * Campaign banners, drawn from their campaign record on our own origin. A campaign's banner may
 * change with its record, so browsers keep it for a day, not for good.
 */
export const CampaignBannerImages = HttpRouter.add("GET", "/images/campaigns/:file", (request) => {
  const file = request.url.split("?", 1)[0]!.split("/").pop() ?? ""
  const campaign = campaignOfBannerFile(file)
  return Effect.succeed(
    campaign === undefined
      ? notFound
      : HttpServerResponse.text(renderBanner(campaign), {
          contentType: "image/svg+xml",
          headers: { "cache-control": "public, max-age=86400" },
        }),
  )
})
