import type { ComponentType } from "react"
import { Link } from "react-router"
import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { href } from "#core/routes/href.ts"
import { ItsyLogo, MedalioLogo, TreeboLogo, TreeboPremiumLogo } from "../../components/ui/brand-logos.tsx"
import { HoverMenu } from "../../components/ui/hover-menu.tsx"
import { useT } from "../../lib/i18n.tsx"
import styles from "./brands-menu.module.css"

interface Brand {
  readonly name: PlainMessageKey
  readonly Logo: ComponentType<{ label?: string; className?: string }>
  /** The brand's page (the premium brand's route is ours: ADR 091). */
  readonly page: "brandTreebo" | "brandTreeboPremium" | "brandItsy" | "brandMedalio"
}

const brands: ReadonlyArray<Brand> = [
  { name: "brand.treebo", Logo: TreeboLogo, page: "brandTreebo" },
  { name: "brand.treeboPremium", Logo: TreeboPremiumLogo, page: "brandTreeboPremium" },
  { name: "brand.itsy", Logo: ItsyLogo, page: "brandItsy" },
  { name: "brand.medalio", Logo: MedalioLogo, page: "brandMedalio" },
]

/** 'Our Brands' with the four brand logos, each linking to its brand page. */
export function BrandsMenu() {
  const t = useT()
  return (
    <HoverMenu trigger={t("header.ourBrands")}>
      <ul className={styles.grid}>
        {brands.map(({ name, Logo, page }) => (
          <li key={name}>
            <Link to={href(page)} className={`${styles.tile} ${styles.link}`}>
              <Logo label={t(name)} className={styles.logo} />
            </Link>
          </li>
        ))}
      </ul>
    </HoverMenu>
  )
}
