import { useMachine } from "@xstate/react"
import { useId } from "react"
import { Link } from "react-router"
import {
  PREFERENCE_NOTE_MAX,
  PREFERENCE_TYPES,
  PROFILE_GENDERS,
  PROFILE_LANGUAGES,
  PROFILE_TITLES,
  type PreferenceType,
} from "#core/account/profile-constants.ts"
import { href } from "#core/routes/href.ts"
import type { ProfileSelect, ProfileSnapshot } from "#machines/profile.machine.ts"
import { CheckCircleIcon } from "../../components/ui/icons.tsx"
import layout from "../../components/ui/page-layout.module.css"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { browserProfileMachine } from "./profile-machines.ts"
import styles from "./profile-page.module.css"

type Send = ReturnType<typeof useMachine<typeof browserProfileMachine>>[1]

function Select({
  field,
  label,
  options,
  value,
  send,
}: {
  readonly field: ProfileSelect
  readonly label: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly value: string | null
  readonly send: Send
}) {
  const t = useT()
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={field}
        value={value ?? ""}
        onChange={(e) => send({ type: "field.change", field, value: e.target.value })}
      >
        <option value="">{t("accountProfile.notSet")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function Preferences({ snapshot, send }: { readonly snapshot: ProfileSnapshot; readonly send: Send }) {
  const t = useT()
  const noteOf = (type: PreferenceType) =>
    snapshot.context.draft.preferences.find((p) => p.type === type)?.note
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t("accountProfile.preferences")}</legend>
      <p className={styles.muted}>{t("accountProfile.preferencesHint")}</p>
      <ul className={styles.preferences}>
        {PREFERENCE_TYPES.map((type) => {
          const note = noteOf(type)
          const name = t(`accountProfile.preference.${type}`)
          return (
            <li key={type} className={styles.preference}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={note !== undefined}
                  onChange={() => send({ type: "preference.toggle", preference: type })}
                />
                {name}
              </label>
              {note === undefined ? null : (
                <label className={styles.field}>
                  <span className={styles.noteLabel}>{t("accountProfile.note", { type: name })}</span>
                  <textarea
                    rows={2}
                    maxLength={PREFERENCE_NOTE_MAX}
                    value={note}
                    onChange={(e) =>
                      send({ type: "preference.note", preference: type, note: e.target.value })
                    }
                  />
                  <span className={styles.muted}>
                    {t("accountProfile.noteHint", { max: PREFERENCE_NOTE_MAX })}
                  </span>
                </label>
              )}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

function ProfileForm({ snapshot, send }: { readonly snapshot: ProfileSnapshot; readonly send: Send }) {
  const t = useT()
  const { member, draft, whatsappDraft, error } = snapshot.context
  const busy = snapshot.hasTag("busy")
  const name = [member?.firstName, member?.lastName].filter(Boolean).join(" ")
  return (
    <>
      <section className={cx(layout.panel, styles.panel)} aria-labelledby="profile-contact">
        <h2 className={layout.sectionHeading} id="profile-contact">
          {t("accountProfile.contact")}
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>{t("accountProfile.name")}</dt>
            <dd>{name || t("accountProfile.none")}</dd>
          </div>
          <div>
            <dt>{t("accountProfile.email")}</dt>
            <dd className={styles.wrap}>{member?.email || t("accountProfile.none")}</dd>
          </div>
          <div>
            <dt>{t("accountProfile.mobile")}</dt>
            <dd>{member?.phone ? `+91 ${member.phone}` : t("accountProfile.none")}</dd>
          </div>
        </dl>
        <Link className={styles.link} to={href("updateProfile")}>
          {t("accountProfile.change")}
        </Link>
      </section>
      <form
        className={cx(layout.panel, styles.panel)}
        aria-labelledby="profile-about"
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: "profile.save" })
        }}
      >
        <h2 className={layout.sectionHeading} id="profile-about">
          {t("accountProfile.about")}
        </h2>
        <div className={styles.selects}>
          <Select
            field="title"
            label={t("accountProfile.title")}
            options={PROFILE_TITLES.map((value) => ({ value, label: value }))}
            value={draft.title}
            send={send}
          />
          <Select
            field="gender"
            label={t("accountProfile.gender")}
            options={PROFILE_GENDERS.map((value) => ({ value, label: t(`accountProfile.gender.${value}`) }))}
            value={draft.gender}
            send={send}
          />
          <Select
            field="language"
            label={t("accountProfile.language")}
            options={PROFILE_LANGUAGES.map((value) => ({
              value,
              label: t(`accountProfile.language.${value}`),
            }))}
            value={draft.language}
            send={send}
          />
        </div>
        <Preferences snapshot={snapshot} send={send} />
        {member?.phone ? (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={whatsappDraft === true}
              checked={whatsappDraft === true}
              onChange={(e) => send({ type: "whatsapp.toggle", optIn: e.target.checked })}
            />
            <span>
              {t("accountProfile.whatsapp")}
              <span className={`${styles.muted} ${styles.block}`}>
                {t("accountProfile.whatsappHint", { mobile: member.phone })}
              </span>
            </span>
          </label>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {busy ? t("accountProfile.saving") : t("accountProfile.save")}
          </button>
        </div>
        <div aria-live="polite">
          {snapshot.matches("saved") ? (
            <p className={styles.saved} role="status">
              <CheckCircleIcon className={styles.savedIcon} />
              {t("accountProfile.saved")}
            </p>
          ) : null}
        </div>
        {snapshot.matches("error") ? (
          <p className={styles.error} role="alert">
            {t("accountProfile.saveFailed", { message: error?.message ?? "" })}
          </p>
        ) : null}
      </form>
    </>
  )
}

/** /account/profile/ (spec-checkout §2, member only; ADR 089). */
export function ProfilePage() {
  const t = useT()
  const [snapshot, send] = useMachine(browserProfileMachine)
  return (
    <div className={cx(layout.page, styles.page)}>
      <h1 className={layout.heading}>{t("accountProfile.heading")}</h1>
      {snapshot.hasTag("loading") ? (
        <p role="status" className={styles.muted}>
          {t("accountProfile.loading")}
        </p>
      ) : snapshot.matches("loadFailed") ? (
        <div className={cx(layout.panel, styles.panel)} role="alert">
          <p className={styles.error}>{t("accountProfile.loadFailed")}</p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => send({ type: "profile.retry" })}>
              {t("accountProfile.retry")}
            </button>
          </div>
        </div>
      ) : (
        <ProfileForm snapshot={snapshot} send={send} />
      )}
    </div>
  )
}
