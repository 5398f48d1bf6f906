import { describe, expect, it } from "vitest"
import { renderDocument } from "./document.ts"

const parts = {
  lang: "en-IN",
  title: "Hotels in Pune",
  description: null,
  canonical: null,
  stylesheets: [],
  hydrationModules: [],
  entryScript: "/assets/entry.js",
  appHtml: "",
  dataElementId: "app-data",
  dataJson: "{}",
}

describe("the document", () => {
  it("writes JSON-LD as data scripts whose text cannot close the element early", () => {
    const html = renderDocument({ ...parts, jsonLd: [{ "@type": "ItemList", name: "</script><script>x()" }] })
    expect(html).toContain(
      '<script type="application/ld+json">{"@type":"ItemList","name":"\\u003c/script>\\u003cscript>x()"}</script>',
    )
    expect(html).not.toContain("</script><script>x()")
  })

  it("loads only the entry up front; the modules that hydrate the page are listed on its element", () => {
    const html = renderDocument({ ...parts, hydrationModules: ["/assets/hydrate.js", "/assets/a&b.js"] })
    expect(html).toContain(
      '<script type="module" src="/assets/entry.js" fetchpriority="low" data-hydration-modules="/assets/hydrate.js /assets/a&amp;b.js"></script>',
    )
    expect(html).not.toContain("modulepreload")
  })

  it("writes no JSON-LD element for a page without any", () => {
    expect(renderDocument(parts)).not.toContain("application/ld+json")
  })
})
