import { TreeboLogo } from "../components/ui/brand-logos.tsx"
import { useT } from "../lib/i18n.tsx"
import styles from "./site-footer.module.css"

/**
 * The footer's frame. Its link columns, social links and app-download block (spec-checkout §2
 * 'Footer') arrive with the content pages they point to; until then it carries no dead links.
 */
export function SiteFooter() {
  const t = useT()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <TreeboLogo className={styles.logo} />
        <p className={styles.tagline}>{t("footer.tagline")}</p>
      </div>
    </footer>
  )
}
