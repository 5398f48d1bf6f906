import { HoverMenu } from "../../components/ui/hover-menu.tsx"
import { ChatIcon, HeadsetIcon, PhoneIcon } from "../../components/ui/icons.tsx"
import { telHref, useAppConfig } from "../../lib/app-config.tsx"
import { useT } from "../../lib/i18n.tsx"
import styles from "./support-menu.module.css"

/** The support menu: a chat link and the channel's phone number (spec-checkout §2). */
export function SupportMenu() {
  const t = useT()
  const { supportPhone, supportChatUrl } = useAppConfig()
  return (
    <HoverMenu
      align="end"
      trigger={
        <>
          <HeadsetIcon size={18} />
          <span className={styles.label}>{t("header.support")}</span>
        </>
      }
    >
      <ul className={styles.list}>
        <li>
          <a className={styles.item} href={supportChatUrl} target="_blank" rel="noopener noreferrer">
            <ChatIcon className={styles.icon} />
            <span>{t("header.chat")}</span>
          </a>
        </li>
        <li>
          <a className={styles.item} href={telHref(supportPhone)}>
            <PhoneIcon className={styles.icon} />
            <span className={styles.stack}>
              <span>{t("header.callUs")}</span>
              <span className={styles.phone}>{supportPhone}</span>
            </span>
          </a>
        </li>
      </ul>
    </HoverMenu>
  )
}
