import { Schema, SchemaTransformation } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { LandingContent, LandingKey, Testimonial } from "../content/landing.ts"
import { ContentsV1, ContentsV1Key, ContentsV2, ContentV2Keys } from "./contents.ts"
import { Data } from "./envelope.ts"
import { BadRequest, NotFound } from "./errors.ts"

/**
 * `keys` as an indexed array (`keys[0]=cities`, folded by the API-wide middleware), repeated keys
 * or a comma list (`keys=promises,cities`); every name must be a landing block.
 */
const LandingKeys = Schema.Union([Schema.String, Schema.Array(Schema.String)]).pipe(
  Schema.decodeTo(
    Schema.Array(LandingKey).check(Schema.isMinLength(1, { message: "keys must name at least one block" })),
    SchemaTransformation.transform({
      decode: (value): ReadonlyArray<LandingKey> =>
        (typeof value === "string" ? [value] : value)
          .flatMap((item) => item.split(","))
          .map((item) => item.trim())
          .filter((item) => item !== "") as Array<LandingKey>,
      encode: (keys): ReadonlyArray<string> => keys,
    }),
  ),
)

const PlaceSlug = Schema.String.check(
  Schema.isMaxLength(100),
  Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "must be a place slug such as koramangala" }),
)

/** spec-checkout §7: the site asks with review_count 10 by default. */
export const DEFAULT_REVIEW_COUNT = 10
export const MAX_REVIEW_COUNT = 50

const ReviewCount = Schema.String.check(
  Schema.isPattern(/^\d{1,2}$/, {
    message: `review_count must be a whole number from 0 to ${MAX_REVIEW_COUNT}`,
  }),
).pipe(
  Schema.decodeTo(
    Schema.Int.check(
      Schema.isBetween({
        minimum: 0,
        maximum: MAX_REVIEW_COUNT,
      }),
    ),
    SchemaTransformation.numberFromString,
  ),
)

export const MetaPage = Schema.Literals(["home", "cities", "listing"])
export type MetaPage = typeof MetaPage.Type

export const SeoMetaBody = Schema.Struct({
  page: MetaPage,
  title: Schema.String,
  description: Schema.String,
  canonical_path: Schema.String,
  /** On the channel's configured public origin. */
  canonical_url: Schema.String,
  /** There are no AMP pages: always null, whatever `is_amp` asked. */
  amp_path: Schema.Null,
  breadcrumbs: Schema.Array(Schema.Struct({ name: Schema.String, path: Schema.String })),
  place: Schema.NullOr(
    Schema.Struct({
      type: Schema.Literals(["city", "locality", "landmark"]),
      name: Schema.String,
      slug: Schema.String,
      city: Schema.String,
      state: Schema.String,
      hotel_count: Schema.Int,
    }),
  ),
  /** The guest rating over the page's hotels, from their reviews; null without reviews. */
  rating: Schema.NullOr(Schema.Struct({ average: Schema.Finite, count: Schema.Int })),
  top_reviews: Schema.Array(Testimonial),
})
export type SeoMetaBody = typeof SeoMetaBody.Type

export class ContentApi extends HttpApiGroup.make("content")
  .add(
    HttpApiEndpoint.get("landingPage", "/api/v1/contents/landing-page/", {
      query: { keys: Schema.optionalKey(LandingKeys) },
      success: Data(LandingContent),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("meta", "/api/v3/contents/meta/", {
      query: {
        page: Schema.optionalKey(MetaPage),
        city: Schema.optionalKey(PlaceSlug),
        locality: Schema.optionalKey(PlaceSlug),
        landmark: Schema.optionalKey(PlaceSlug),
        review_count: Schema.optionalKey(ReviewCount),
        is_amp: Schema.optionalKey(Schema.Literals(["true", "false"])),
      },
      success: Data(SeoMetaBody),
      error: [BadRequest, NotFound],
    }),
    HttpApiEndpoint.get("contents", "/api/v1/contents/", {
      query: { key: ContentsV1Key, version: Schema.optionalKey(Schema.Literals(["1"])) },
      success: Data(ContentsV1),
      error: BadRequest,
    }),
    HttpApiEndpoint.get("contentsV2", "/api/v2/contents/", {
      query: { keys: ContentV2Keys },
      success: Data(ContentsV2),
      error: BadRequest,
    }),
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Content",
      description: "Landing-page blocks, SEO meta of open pages and the content keys pages read",
    }),
  ) {}
