import { Schema } from "effect"
import { FOOTER_CONTENT_KEY } from "./footer.ts"

// The footer's wire shape, apart from its value (footer.ts) so that the footer, on every page,
// does not pull Effect into the JavaScript loaded before hydration (ADR 070).

/**
 * Where a footer link goes: a page of this site (`internal`), another site (`external`, opened in
 * a new tab), or the support chat, whose address depends on the channel the page is served on and
 * so comes from the channel's configuration rather than from this content.
 */
export const FooterLinkKind = Schema.Literals(["internal", "external", "support_chat"])
export type FooterLinkKind = typeof FooterLinkKind.Type

export const FooterLink = Schema.Struct({
  id: Schema.String,
  label: Schema.String,
  kind: FooterLinkKind,
  /** A path on this site, an absolute URL, or for `support_chat` the website channel's chat address. */
  href: Schema.String,
})
export type FooterLink = typeof FooterLink.Type

export const FooterColumn = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  links: Schema.Array(FooterLink),
})
export type FooterColumn = typeof FooterColumn.Type

export const SocialNetwork = Schema.Literals(["facebook", "instagram", "x", "linkedin", "youtube"])
export type SocialNetwork = typeof SocialNetwork.Type

export const SocialLink = Schema.Struct({
  network: SocialNetwork,
  /** The accessible name of the icon-only link. */
  label: Schema.String,
  href: Schema.String,
})
export type SocialLink = typeof SocialLink.Type

/** spec-checkout §2 'Footer' and §9: the app-download block. */
export const AppBlock = Schema.Struct({
  title: Schema.String,
  installs: Schema.String,
  rating: Schema.String,
  play_store_url: Schema.String,
  app_store_url: Schema.String,
})
export type AppBlock = typeof AppBlock.Type

export const FooterContent = Schema.Struct({
  key: Schema.Literal(FOOTER_CONTENT_KEY),
  columns: Schema.Array(FooterColumn),
  social_links: Schema.Array(SocialLink),
  app: AppBlock,
})
export type FooterContent = typeof FooterContent.Type
