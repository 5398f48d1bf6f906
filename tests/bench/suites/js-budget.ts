import { readFileSync } from "node:fs"
import { basename, extname, join } from "node:path"
import { gzipSync } from "node:zlib"
import { type ManifestChunk, pageAssets } from "#web/app/assets.ts"

/** Vite's manifest with the two fields the server render does not read. */
export type BuildManifest = Readonly<
  Record<string, ManifestChunk & { readonly name?: string; readonly dynamicImports?: ReadonlyArray<string> }>
>

/**
 * The JavaScript a page needs before it can render and hydrate: the client entry, the hydration
 * module it loads, the page's lazy module and its loader (web/hydrate.tsx loads both before
 * hydrating), and every chunk they import statically. Other dynamic imports are left out: nothing
 * waits for them before hydration.
 */
export interface BudgetPage {
  readonly name: string
  /** A path the page is served at, for the report. */
  readonly path: string
  /** Source paths of the modules the route's `load()` imports (web/app/screens.ts). */
  readonly modules: ReadonlyArray<string>
}

export const LISTING_PAGE: BudgetPage = {
  name: "listing",
  path: "/hotels-in-bengaluru/",
  modules: ["web/features/results/results-page.tsx", "web/features/results/results-loader.ts"],
}

export const HOME_PAGE: BudgetPage = {
  name: "home",
  path: "/",
  modules: ["web/features/home/home-page.tsx", "web/features/home/home-loader.ts"],
}

export const HOTEL_PAGE: BudgetPage = {
  name: "hotel",
  path: "/hotels-in-bengaluru/{hotel}-{id}/",
  modules: [
    "web/features/hotel/hotel-page.tsx",
    "web/features/hotel/hotel-loader.ts",
    "web/features/hotel/hotel-data.ts",
  ],
}

export const CHECKOUT_PAGE: BudgetPage = {
  name: "checkout",
  path: "/itinerary/",
  modules: ["web/features/checkout/itinerary-page.tsx"],
}

/** The target for listing and hotel pages, in kB of 1,000 bytes as Vite reports them. */
export const PAGE_BUDGET_KB = 200

export interface BudgetFile {
  readonly file: string
  readonly gzipBytes: number
}

export interface PageBudgetFigures {
  readonly page: string
  readonly path: string
  /** Largest first; each file counted once however many chunks import it. */
  readonly files: ReadonlyArray<BudgetFile>
  readonly totalGzipBytes: number
  readonly totalGzipKb: number
}

/**
 * The manifest key of a module. A module the build made its own chunk is keyed by its source path;
 * one merged into a shared chunk (a loader the page also imports statically) is keyed `_<name>-<hash>.js`
 * and is found among the chunks some other chunk imports dynamically, by its chunk name.
 */
export const chunkKeyOf = (manifest: BuildManifest, module: string): string => {
  if (manifest[module] !== undefined) return module
  const name = basename(module, extname(module))
  const dynamic = new Set(Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []))
  const key = [...dynamic].find((k) => manifest[k]?.name === name)
  if (key === undefined) throw new Error(`${module} is in no chunk of the client build`)
  return key
}

/** The JS files a page loads before hydrating, as paths relative to the client build's folder. */
export const hydrationFiles = (manifest: BuildManifest, page: BudgetPage): ReadonlyArray<string> => {
  const assets = pageAssets(
    manifest,
    page.modules.map((module) => chunkKeyOf(manifest, module)),
  )
  return [assets.entryScript, ...assets.hydrationModules]
    .map((url) => url.replace(/^\//, ""))
    .filter((file) => file.endsWith(".js"))
}

/** Per-file and total gzipped sizes; `gzipBytesOf` is given a file relative to the build folder. */
export const pageBudget = (
  manifest: BuildManifest,
  page: BudgetPage,
  gzipBytesOf: (file: string) => number,
): PageBudgetFigures => {
  const files = hydrationFiles(manifest, page)
    .map((file) => ({ file, gzipBytes: gzipBytesOf(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  return {
    page: page.name,
    path: page.path,
    files,
    totalGzipBytes,
    totalGzipKb: Math.round(totalGzipBytes / 100) / 10,
  }
}

export interface JsBudgetFigures {
  readonly listing: PageBudgetFigures
  readonly home: PageBudgetFigures
  readonly hotel: PageBudgetFigures
  readonly checkout: PageBudgetFigures
  readonly budgetKb: number
  readonly listingMeetsBudget: boolean
  readonly hotelMeetsBudget: boolean
}

/**
 * Measures the built client (`npm run build` first). gzip at level 9, as a server compressing
 * static assets ahead of time would; Vite's own build report is within a few hundred bytes of it.
 */
export const benchJsBudget = (clientDir = join(import.meta.dirname, "..", "..", "..", "dist", "client")) => {
  const manifest = JSON.parse(
    readFileSync(join(clientDir, ".vite", "manifest.json"), "utf8"),
  ) as BuildManifest
  const sizes = new Map<string, number>()
  const gzipBytesOf = (file: string) => {
    const known = sizes.get(file)
    if (known !== undefined) return known
    const size = gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length
    sizes.set(file, size)
    return size
  }
  const listing = pageBudget(manifest, LISTING_PAGE, gzipBytesOf)
  const hotel = pageBudget(manifest, HOTEL_PAGE, gzipBytesOf)
  const figures: JsBudgetFigures = {
    listing,
    home: pageBudget(manifest, HOME_PAGE, gzipBytesOf),
    hotel,
    checkout: pageBudget(manifest, CHECKOUT_PAGE, gzipBytesOf),
    budgetKb: PAGE_BUDGET_KB,
    listingMeetsBudget: listing.totalGzipKb <= PAGE_BUDGET_KB,
    hotelMeetsBudget: hotel.totalGzipKb <= PAGE_BUDGET_KB,
  }
  return figures
}

/** `node tests/bench/suites/js-budget.ts` prints the figures of the current build. */
if (import.meta.main) {
  const figures = benchJsBudget()
  for (const page of [figures.listing, figures.home, figures.hotel, figures.checkout]) {
    console.log(`${page.page} ${page.path}: ${page.totalGzipKb} kB gzipped JS before hydration`)
    for (const f of page.files) console.log(`  ${(f.gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${f.file}`)
  }
  const verdict = (meets: boolean) => (meets ? "meets" : "MISSES")
  console.log(`listing budget ${figures.budgetKb} kB: ${verdict(figures.listingMeetsBudget)}`)
  console.log(`hotel budget ${figures.budgetKb} kB: ${verdict(figures.hotelMeetsBudget)}`)
}
