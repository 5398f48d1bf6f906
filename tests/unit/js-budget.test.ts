import { describe, expect, it } from "vitest"
import {
  type BudgetPage,
  type BuildManifest,
  chunkKeyOf,
  hydrationFiles,
  pageBudget,
} from "../bench/suites/js-budget.ts"

/**
 * A client build in miniature: the entry loads the hydration module, which imports the vendor chunk
 * and loads Effect lazily; the listing page imports its loader statically (so the loader sits in a
 * shared chunk keyed by hash) and the map lazily; the home loader is a chunk of its own.
 */
const manifest: BuildManifest = {
  "web/entry-client.ts": {
    file: "assets/entry-client-A.js",
    css: ["assets/entry-client-C.css"],
    dynamicImports: ["web/hydrate.tsx"],
  },
  "web/hydrate.tsx": {
    file: "assets/hydrate-K.js",
    imports: ["_vendor-B.js", "web/entry-client.ts"],
    dynamicImports: [
      "web/features/results/results-page.tsx",
      "_results-loader-D.js",
      "web/features/home/home-loader.ts",
      "_effect-runtime-E.js",
    ],
  },
  "_vendor-B.js": { file: "assets/vendor-B.js", name: "vendor" },
  "_effect-runtime-E.js": {
    file: "assets/effect-runtime-E.js",
    name: "effect-runtime",
    imports: ["_effect-F.js"],
  },
  "_effect-F.js": { file: "assets/effect-F.js", name: "effect" },
  "web/features/results/results-page.tsx": {
    file: "assets/results-page-G.js",
    imports: ["web/entry-client.ts", "_vendor-B.js", "_results-loader-D.js"],
    dynamicImports: ["web/features/results/leaflet-map.ts"],
    css: ["assets/results-page-H.css"],
  },
  "_results-loader-D.js": {
    file: "assets/results-loader-D.js",
    name: "results-loader",
    imports: ["web/entry-client.ts", "_vendor-B.js"],
  },
  "web/features/results/leaflet-map.ts": { file: "assets/leaflet-map-I.js", imports: [] },
  "web/features/home/home-loader.ts": { file: "assets/home-loader-J.js", imports: ["web/entry-client.ts"] },
}

const listing: BudgetPage = {
  name: "listing",
  path: "/hotels-in-bengaluru/",
  modules: ["web/features/results/results-page.tsx", "web/features/results/results-loader.ts"],
}

const sizes: Record<string, number> = {
  "assets/entry-client-A.js": 15_000,
  "assets/hydrate-K.js": 20_000,
  "assets/vendor-B.js": 110_000,
  "assets/results-page-G.js": 8_000,
  "assets/results-loader-D.js": 4_250,
}

describe("the JavaScript a page needs before it hydrates", () => {
  it("finds a module by its source path, or a shared chunk some chunk imports dynamically by its name", () => {
    expect(chunkKeyOf(manifest, "web/features/home/home-loader.ts")).toBe("web/features/home/home-loader.ts")
    expect(chunkKeyOf(manifest, "web/features/results/results-loader.ts")).toBe("_results-loader-D.js")
    expect(() => chunkKeyOf(manifest, "web/features/results/gone.ts")).toThrow(/in no chunk/)
  })

  it("walks static imports from the entry, the hydration module and the page's modules, each file once, no CSS, nothing else lazy", () => {
    expect([...hydrationFiles(manifest, listing)].sort()).toEqual([
      "assets/entry-client-A.js",
      "assets/hydrate-K.js",
      "assets/results-loader-D.js",
      "assets/results-page-G.js",
      "assets/vendor-B.js",
    ])
  })

  it("sums gzipped sizes per file and in total, largest first", () => {
    const measured: string[] = []
    const figures = pageBudget(manifest, listing, (file) => {
      measured.push(file)
      return sizes[file] ?? Number.NaN
    })
    expect(figures.files.map((f) => f.file)).toEqual([
      "assets/vendor-B.js",
      "assets/hydrate-K.js",
      "assets/entry-client-A.js",
      "assets/results-page-G.js",
      "assets/results-loader-D.js",
    ])
    expect(measured).toHaveLength(5)
    expect(figures.totalGzipBytes).toBe(157_250)
    expect(figures.totalGzipKb).toBe(157.3)
    expect(figures).toMatchObject({ page: "listing", path: "/hotels-in-bengaluru/" })
  })
})
