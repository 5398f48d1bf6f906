import type { BannerImage } from "#core/content/campaigns.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { href } from "#core/routes/href.ts"
import { matchRoute } from "#core/routes/match.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"
import type { PageHead } from "../../lib/page-head.ts"

export interface CampaignData {
  readonly banner: BannerImage | null
  readonly head: PageHead
}

interface LoaderArgs {
  readonly request: Request
  readonly context?: unknown
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" })

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === "number" ? status : 0
}

/**
 * /campaign/{campaignId}/ (spec-checkout §2 'Campaign page'). An id no campaign has, or one that
 * is not a campaign id at all, is the Not Found page (ADR 091); any other failure goes to the
 * route's error boundary, so no cache keeps it for 6 hours.
 */
export const campaignLoader = async ({ request, context }: LoaderArgs): Promise<CampaignData> => {
  const match = matchRoute(new URL(request.url).pathname)
  const campaignId = match?.id === "campaign" ? match.params.campaignId : undefined
  if (campaignId === undefined) throw notFound()
  const env = loaderEnv(context)
  try {
    const campaign = await loaderCall(env, (api) => api.campaigns.banner({ params: { id: campaignId } }))
    const t = translatorFor(env.locale)
    return {
      banner: campaign.mobile_banner_detail_image,
      head: {
        title: t("meta.campaign.named", { campaign: campaign.name }),
        description: null,
        canonicalPath: href("campaign", { campaignId }),
        jsonLd: [],
      },
    }
  } catch (error) {
    const status = statusOf(error)
    if (status === 404 || status === 400) throw notFound()
    throw error
  }
}
