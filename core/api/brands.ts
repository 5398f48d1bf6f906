import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { BrandPage, BrandSlug } from "../content/brands.ts"
import { Data } from "./envelope.ts"
import { BadRequest } from "./errors.ts"

/**
 * The brand pages' content (spec-checkout §2 'Brand pages'). The spec names no call for them, so
 * the path is ours (ADR 091); every figure on the page comes from here.
 */
export class BrandsApi extends HttpApiGroup.make("brands")
  .add(
    HttpApiEndpoint.get("brandPage", "/api/v1/brands/:brand/", {
      params: { brand: BrandSlug },
      success: Data(BrandPage),
      error: BadRequest,
    }),
  )
  .annotateMerge(
    OpenApi.annotations({ title: "Brands", description: "Each brand's page: story, hotels, destinations" }),
  ) {}
