import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { CampaignBanner, CampaignChannel, CampaignPlacement } from "../content/campaigns.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

/** A campaign id as the path carries it: a positive whole number of at most 9 digits. */
export const CampaignId = Schema.String.check(
  Schema.isPattern(/^[1-9]\d{0,8}$/, { message: "must be a campaign id such as 101" }),
)

/**
 * The campaign query (spec-checkout §7 leaves its fields unnamed, ADR 091): the sales channel the
 * banner is for (default website) and, optionally, the page that shows it.
 */
export const CampaignQuery = {
  channel: Schema.optionalKey(CampaignChannel),
  page: Schema.optionalKey(CampaignPlacement),
}

export const CampaignBanners = Schema.Array(CampaignBanner)

export class CampaignsApi extends HttpApiGroup.make("campaigns")
  .add(
    HttpApiEndpoint.get("banners", "/api/campaigns/campaign-banners/", {
      query: CampaignQuery,
      success: Data(CampaignBanners),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("banner", "/api/campaigns/campaign-banners/:id/", {
      params: { id: CampaignId },
      success: Data(CampaignBanner),
      error: [BadRequest, NotFound],
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Campaigns",
      description: "Campaign banners by channel and page, and one campaign for its page",
    }),
  ) {}
