import type { FooterColumn, FooterLink, SocialLink, SocialNetwork } from "#core/content/footer-schema.ts"
import type { PlainMessageKey, Translate } from "#core/i18n/translate.ts"

// The footer content (core/content/footer.ts) is also the content API's homepage_footer_v2, which
// answers in English only; the page shows its columns and links in the page's language by id.
// An id missing here, which newer content may bring, shows the content's own label.

const columnTitles: Readonly<Record<string, PlainMessageKey>> = {
  explore: "footer.column.explore",
  company: "footer.column.company",
  legal: "footer.column.legal",
}

const linkLabels: Readonly<Record<string, PlainMessageKey>> = {
  travel_blog: "footer.link.travel_blog",
  coupons_offers: "footer.link.coupons_offers",
  about: "footer.link.about",
  contact: "footer.link.contact",
  careers: "footer.link.careers",
  tech_blog: "footer.link.tech_blog",
  professional_network: "footer.link.professional_network",
  terms: "footer.link.terms",
  privacy: "footer.link.privacy",
  responsible_disclosure: "footer.link.responsible_disclosure",
}

/** One link per filed annual return, its financial year in the id: `annual_return_2024-25`. */
const ANNUAL_RETURN = /^annual_return_(\d{4}-\d{2})$/

const socialLabels: Readonly<Record<SocialNetwork, PlainMessageKey>> = {
  facebook: "footer.socialLink.facebook",
  instagram: "footer.socialLink.instagram",
  x: "footer.socialLink.x",
  linkedin: "footer.socialLink.linkedin",
  youtube: "footer.socialLink.youtube",
}

/** Own entries only, so an id such as `constructor` cannot pick up an inherited property. */
const keyFor = (table: Readonly<Record<string, PlainMessageKey>>, id: string): PlainMessageKey | undefined =>
  Object.hasOwn(table, id) ? table[id] : undefined

export const columnTitle = (t: Translate, column: FooterColumn): string => {
  const key = keyFor(columnTitles, column.id)
  return key === undefined ? column.title : t(key)
}

export const linkLabel = (t: Translate, link: FooterLink): string => {
  const key = keyFor(linkLabels, link.id)
  if (key !== undefined) return t(key)
  const year = ANNUAL_RETURN.exec(link.id)?.[1]
  return year === undefined ? link.label : t("footer.link.annual_return", { year })
}

/** The accessible name of an icon-only social link. */
export const socialLabel = (t: Translate, link: SocialLink): string => t(socialLabels[link.network])
