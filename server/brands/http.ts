import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { Api } from "#core/api/contract.ts"
import type { BrandPage, BrandSlug } from "#core/content/brands.ts"
import { HotelCatalogue } from "../catalogue/store.ts"
import { brandPage } from "./brand-page.ts"

export const BrandsHandlers = HttpApiBuilder.group(
  Api,
  "brands",
  Effect.fn(function* (handlers) {
    const { view } = yield* HotelCatalogue
    // The catalogue changes only with a new database, so each page is worked out once.
    const pages = new Map<BrandSlug, BrandPage>()
    return handlers.handle("brandPage", ({ params }) =>
      Effect.sync(() => {
        const known = pages.get(params.brand)
        if (known !== undefined) return known
        const page = brandPage(view, params.brand)
        pages.set(params.brand, page)
        return page
      }),
    )
  }),
)
