import { brandEditorials } from "#core/content/brand-editorial.ts"
import type { BrandPage } from "#core/content/brands.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { href } from "#core/routes/href.ts"
import { matchRoute } from "#core/routes/match.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"
import type { PageHead } from "../../lib/page-head.ts"

export interface BrandData {
  readonly brand: BrandPage
  readonly head: PageHead
}

interface LoaderArgs {
  readonly request: Request
  readonly context?: unknown
}

/**
 * One screen serves every brand's route; the route says which brand. Without its content the
 * page has nothing to show, so a failure goes to the route's error boundary (500, not cached).
 */
export const brandLoader = async ({ request, context }: LoaderArgs): Promise<BrandData> => {
  const routeId = matchRoute(new URL(request.url).pathname)?.id
  const editorial = brandEditorials.find((b) => b.route === routeId)
  if (editorial === undefined) throw new Response(null, { status: 404, statusText: "Not Found" })
  const env = loaderEnv(context)
  const brand = await loaderCall(env, (api) => api.brands.brandPage({ params: { brand: editorial.slug } }))
  const t = translatorFor(env.locale)
  return {
    brand,
    head: {
      title: t("meta.brand.named", { brand: brand.name }),
      description: brand.tagline,
      canonicalPath: href(editorial.route),
      jsonLd: [],
    },
  }
}
