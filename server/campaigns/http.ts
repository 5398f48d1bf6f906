import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import { entry, NotFound } from "#core/api/errors.ts"
import { campaigns, campaignsFor } from "#core/content/campaigns.ts"

export const CampaignsHandlers = HttpApiBuilder.group(Api, "campaigns", (handlers) =>
  handlers
    .handle("banners", ({ query }) => Effect.succeed(campaignsFor(query.channel ?? "website", query.page)))
    .handle("banner", ({ params }) => {
      const campaign = campaigns.find((c) => c.id === Number(params.id))
      return campaign === undefined
        ? Effect.fail(new NotFound(entry("campaign_not_found", `No campaign with id ${params.id}`, "id")))
        : Effect.succeed(campaign)
    }),
)
