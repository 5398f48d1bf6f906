import { footerContent } from "#core/content/footer.ts"
import type { FooterLink } from "#core/content/footer-schema.ts"
import { TreeboLogo } from "../components/ui/brand-logos.tsx"
import { useAppConfig } from "../lib/app-config.tsx"
import { useT } from "../lib/i18n.tsx"
import appQrCode from "./app-qr.svg?no-inline"
import { FooterGlyph } from "./footer-icons.tsx"
import { columnTitle, linkLabel, socialLabel } from "./footer-texts.ts"
import { LanguagePicker } from "./language-picker.tsx"
import styles from "./site-footer.module.css"

/** Other sites open in a new tab; `noopener` keeps them from reaching back into this page. */
const external = { target: "_blank", rel: "noopener" } as const

function FooterLinkItem({ link }: { readonly link: FooterLink }) {
  const t = useT()
  const { supportChatUrl } = useAppConfig()
  if (link.kind === "internal") {
    return (
      <a className={styles.link} href={link.href}>
        {linkLabel(t, link)}
      </a>
    )
  }
  // The chat follows the channel the page is served on, as the header's support menu does.
  const target = link.kind === "support_chat" ? supportChatUrl : link.href
  return (
    <a className={styles.link} href={target} {...external}>
      {linkLabel(t, link)}
      <span className={styles.visuallyHidden}> {t("footer.newTab")}</span>
    </a>
  )
}

function AppBlock() {
  const t = useT()
  const { app } = footerContent
  return (
    <section className={styles.app} aria-labelledby="footer-app">
      <h2 id="footer-app" className={styles.columnTitle}>
        {t("footer.app.title")}
      </h2>
      <p className={styles.appFacts}>
        <span className={styles.appFact}>{t("footer.app.installs", { installs: app.installs })}</span>
        <span className={styles.appFact}>{t("footer.app.rating", { rating: app.rating })}</span>
      </p>
      <div className={styles.appGet}>
        <figure className={styles.qr}>
          <img src={appQrCode} width="104" height="104" alt={t("footer.app.qrLabel")} loading="lazy" />
          <figcaption className={styles.qrCaption}>{t("footer.app.qr")}</figcaption>
        </figure>
        <div className={styles.badges}>
          <a className={styles.badge} href={app.play_store_url} {...external}>
            <FooterGlyph name="play" size={22} />
            <span>{t("footer.app.playStore")}</span>
          </a>
          <a className={styles.badge} href={app.app_store_url} {...external}>
            <FooterGlyph name="apple" size={22} />
            <span>{t("footer.app.appStore")}</span>
          </a>
        </div>
      </div>
    </section>
  )
}

/** The site footer (spec-checkout §2 'Footer'): link columns, social links and the app-download block. */
export function SiteFooter() {
  const t = useT()
  const { columns, social_links } = footerContent
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <TreeboLogo className={styles.logo} />
          <p className={styles.tagline}>{t("footer.tagline")}</p>
          <LanguagePicker placement="footer" />
          <ul className={styles.social} aria-label={t("footer.social")}>
            {social_links.map((link) => (
              <li key={link.network}>
                <a
                  className={styles.socialLink}
                  href={link.href}
                  aria-label={socialLabel(t, link)}
                  {...external}
                >
                  <FooterGlyph name={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.id} className={styles.column} aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`} className={styles.columnTitle}>
              {columnTitle(t, column)}
            </h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.id}>
                  <FooterLinkItem link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <AppBlock />
      </div>
    </footer>
  )
}
