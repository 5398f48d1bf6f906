import { describe, expect, it } from "vitest"
import { CLIENT_ENTRY, HYDRATION_MODULE, LIBRARIES_MODULE, pageAssets, type ViteManifest } from "./assets.ts"

const manifest: ViteManifest = {
  [CLIENT_ENTRY]: { file: "assets/entry-1.js", css: ["assets/entry-1.css"] },
  [LIBRARIES_MODULE]: { file: "assets/react-modules-1.js", imports: ["_vendor"] },
  [HYDRATION_MODULE]: {
    file: "assets/hydrate-1.js",
    css: ["assets/hydrate-1.css"],
    imports: ["_vendor", CLIENT_ENTRY],
  },
  _vendor: { file: "assets/vendor-1.js" },
  "web/features/home/home-page.tsx": {
    file: "assets/home-page-1.js",
    css: ["assets/home-page-1.css"],
    imports: ["_vendor", "_shared"],
  },
  _shared: { file: "assets/shared-1.js", css: ["assets/shared-1.css"] },
}

describe("pageAssets", () => {
  it("links the entry, lists the libraries' module, the hydration module, their chunks and the page's chunk once each, with all their styles", () => {
    expect(pageAssets(manifest, ["web/features/home/home-page.tsx"])).toEqual({
      entryScript: "/assets/entry-1.js",
      stylesheets: [
        "/assets/entry-1.css",
        "/assets/hydrate-1.css",
        "/assets/home-page-1.css",
        "/assets/shared-1.css",
      ],
      hydrationModules: [
        "/assets/react-modules-1.js",
        "/assets/vendor-1.js",
        "/assets/hydrate-1.js",
        "/assets/home-page-1.js",
        "/assets/shared-1.js",
      ],
    })
  })

  it("refuses a manifest without the client entry, naming the fix", () => {
    expect(() => pageAssets({}, [])).toThrow(/npm run build/)
  })
})
