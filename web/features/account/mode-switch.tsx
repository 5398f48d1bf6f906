import type { SignInMode } from "#machines/sign-in.machine.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./mode-switch.module.css"

const MODES: ReadonlyArray<{
  readonly mode: SignInMode
  readonly label: "login.mode.email" | "login.mode.phone"
}> = [
  { mode: "email", label: "login.mode.email" },
  { mode: "phone", label: "login.mode.phone" },
]

/**
 * E-mail or mobile number, as a radio group drawn as a segmented control: native radios give
 * arrow-key movement and a clear checked state to every assistive technology.
 */
export function ModeSwitch({ mode, onSelect }: { mode: SignInMode; onSelect: (mode: SignInMode) => void }) {
  const t = useT()
  return (
    <fieldset className={styles.switch}>
      <legend className="visually-hidden">{t("login.mode.legend")}</legend>
      {MODES.map((option) => (
        <label key={option.mode} className={styles.option}>
          <input
            type="radio"
            name="sign-in-mode"
            className={styles.radio}
            value={option.mode}
            checked={mode === option.mode}
            onChange={() => onSelect(option.mode)}
          />
          <span className={styles.text}>{t(option.label)}</span>
        </label>
      ))}
    </fieldset>
  )
}
