import type { Translate } from "../i18n/translate.ts"
import { href } from "../routes/href.ts"
import { placePath } from "../routes/slug.ts"

/**
 * Titles, descriptions, canonical paths and breadcrumbs of the open, indexable pages: home,
 * /cities/ and the place listings. Pure, so the meta API and the listing pages' <head> say the
 * same thing; every number in them is a count the caller took from the catalogue.
 */

export interface Breadcrumb {
  readonly name: string
  readonly path: string
}

export interface SeoMeta {
  readonly title: string
  readonly description: string
  /** Path only: the origin is the channel's configured public origin (DESIGN.md 'Host allowlist'). */
  readonly canonicalPath: string
  /** From the home page down to this page, this page last. */
  readonly breadcrumbs: ReadonlyArray<Breadcrumb>
}

/** A listing's place, named as travellers read it. */
export type SeoPlace =
  | { readonly type: "city"; readonly name: string; readonly state: string; readonly hotelCount: number }
  | {
      readonly type: "locality" | "landmark"
      readonly name: string
      readonly city: string
      readonly state: string
      readonly hotelCount: number
    }

const home = (t: Translate): Breadcrumb => ({ name: t("seo.breadcrumb.home"), path: href("home") })
const cities = (t: Translate): Breadcrumb => ({ name: t("seo.breadcrumb.cities"), path: href("cities") })

/** 'Bengaluru, Karnataka', but just 'Goa' or 'Delhi' where city and state share the name. */
const cityInState = (city: string, state: string): string => (city === state ? city : `${city}, ${state}`)

export const homeMeta = (t: Translate): SeoMeta => ({
  title: t("meta.home.title"),
  description: t("meta.home.description"),
  canonicalPath: href("home"),
  breadcrumbs: [home(t)],
})

export const citiesMeta = (t: Translate, totals: { cityCount: number; hotelCount: number }): SeoMeta => ({
  title: t("meta.cities.title"),
  description: t("seo.cities.description", { cities: totals.cityCount, count: totals.hotelCount }),
  canonicalPath: href("cities"),
  breadcrumbs: [home(t), cities(t)],
})

export const placeMeta = (t: Translate, place: SeoPlace): SeoMeta => {
  const count = place.hotelCount
  if (place.type === "city") {
    const path = placePath({ type: "city", name: place.name, city: place.name })
    return {
      title: t("seo.city.title", { where: cityInState(place.name, place.state) }),
      description: t("seo.city.description", { count, where: cityInState(place.name, place.state) }),
      canonicalPath: path,
      breadcrumbs: [home(t), cities(t), { name: t("seo.breadcrumb.city", { city: place.name }), path }],
    }
  }
  const cityCrumb: Breadcrumb = {
    name: t("seo.breadcrumb.city", { city: place.city }),
    path: placePath({ type: "city", name: place.city, city: place.city }),
  }
  const path = placePath({ type: place.type, name: place.name, city: place.city })
  const names = { place: place.name, city: place.city }
  return place.type === "locality"
    ? {
        title: t("seo.locality.title", names),
        description: t("seo.locality.description", { count, ...names }),
        canonicalPath: path,
        breadcrumbs: [home(t), cities(t), cityCrumb, { name: t("seo.breadcrumb.locality", names), path }],
      }
    : {
        title: t("seo.landmark.title", names),
        description: t("seo.landmark.description", { count, ...names }),
        canonicalPath: path,
        breadcrumbs: [home(t), cities(t), cityCrumb, { name: t("seo.breadcrumb.landmark", names), path }],
      }
}

/** schema.org BreadcrumbList for a page's JSON-LD; absolute URLs from the configured origin. */
export const breadcrumbJsonLd = (meta: SeoMeta, origin: string) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: meta.breadcrumbs.map((crumb, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: crumb.name,
    item: new URL(crumb.path, origin).href,
  })),
})
