import { describe, expect, it } from "vitest"
import { footerContent } from "#core/content/footer.ts"
import { enIN } from "#core/i18n/locales/en-IN.ts"
import { frFR } from "#core/i18n/locales/fr-FR.ts"
import { createTranslator, type Messages } from "#core/i18n/translate.ts"
import { columnTitle, linkLabel, socialLabel } from "./footer-texts.ts"

/** The footer's texts in a language, and the keys that language had to fall back on. */
const footerIn = (locale: string, messages: Messages) => {
  const missing: string[] = []
  const t = createTranslator(locale, messages, { onMissing: ({ key }) => missing.push(key) })
  const texts = {
    columns: footerContent.columns.map((column) => columnTitle(t, column)),
    links: footerContent.columns.flatMap((column) => column.links.map((link) => linkLabel(t, link))),
    social: footerContent.social_links.map((link) => socialLabel(t, link)),
    app: t("footer.app.title"),
  }
  return { texts, missing }
}

describe("the footer's texts", () => {
  it("are the content's own English labels in en-IN", () => {
    const { texts } = footerIn("en-IN", enIN)
    expect(texts).toEqual({
      columns: footerContent.columns.map((c) => c.title),
      links: footerContent.columns.flatMap((c) => c.links.map((l) => l.label)),
      social: footerContent.social_links.map((l) => l.label),
      app: footerContent.app.title,
    })
  })

  it("are all French in fr-FR, none falling back to en-IN", () => {
    const english = footerIn("en-IN", enIN).texts
    const { texts, missing } = footerIn("fr-FR", frFR)
    expect(missing).toEqual([])
    const unchanged = [
      ...texts.columns.filter((text, i) => text === english.columns[i]),
      ...texts.links.filter((text, i) => text === english.links[i]),
      ...texts.social.filter((text, i) => text === english.social[i]),
      ...(texts.app === english.app ? [texts.app] : []),
    ]
    expect(unchanged).toEqual([])
    expect(texts.links).toContain("Déclaration annuelle 2024-25")
  })

  it("show the content's own label for a column or link the messages do not know", () => {
    const t = createTranslator("fr-FR", frFR)
    const link = {
      id: "gift_cards",
      label: "Gift Cards",
      kind: "external",
      href: "https://example.com/",
    } as const
    expect(linkLabel(t, link)).toBe("Gift Cards")
    expect(linkLabel(t, { ...link, id: "constructor" })).toBe("Gift Cards")
    expect(columnTitle(t, { id: "partners", title: "Partners", links: [link] })).toBe("Partners")
  })
})
