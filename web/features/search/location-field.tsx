import { useMachine } from "@xstate/react"
import { type ComponentType, type Ref, useEffect, useId, useRef } from "react"
import type { LocationOption } from "#core/search/location-rules.ts"
import type { PlaceType, Suggestion } from "#core/search/suggestion.ts"
import { connectLocationInput } from "#machines/location-input.connect.ts"
import {
  BuildingIcon,
  ClockIcon,
  CrosshairIcon,
  FlagIcon,
  PinIcon,
  SearchIcon,
} from "../../components/ui/icons.tsx"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import styles from "./location-field.module.css"
import { browserLocationInputMachine } from "./location-machines.ts"
import { usePlaceholderRotation } from "./use-placeholder-rotation.ts"

const TYPE_ICONS: Readonly<Record<PlaceType, ComponentType<{ className?: string }>>> = {
  city: BuildingIcon,
  locality: PinIcon,
  landmark: FlagIcon,
  hotel: BuildingIcon,
  state: PinIcon,
  near_me: CrosshairIcon,
}

const optionIcon = (option: LocationOption | undefined) => {
  if (option === undefined || option.kind === "noResults") return SearchIcon
  return option.suggestion.is_recent_search ? ClockIcon : TYPE_ICONS[option.suggestion.type]
}

interface LocationFieldProps {
  /** large: the home page hero; compact: the header of search and listing pages. */
  readonly size: "large" | "compact"
  /** The place of the search being changed, shown as already picked. */
  readonly location?: Suggestion | null | undefined
  /**
   * Told the picked place (null while the text is not a picked suggestion) and the text whenever
   * either changes: the search widget's location events.
   */
  readonly onLocationChange?: (change: {
    readonly location: Suggestion | null
    readonly text: string
  }) => void
  /** The input, so the search widget can move focus to it (spec-search §4 'newer search box'). */
  readonly inputRef?: Ref<HTMLInputElement>
}

/**
 * The location input as a WAI-ARIA combobox with a listbox popup. Behaviour is the location
 * machine's (machines/location-input.machine.ts); this component renders its connect() props,
 * words included (connect translates them with the page's i18n).
 */
export function LocationField({ size, onLocationChange, inputRef, location }: LocationFieldProps) {
  const t = useT()
  const id = useId()
  const [snapshot, send] = useMachine(browserLocationInputMachine(), { input: { location } })
  const placeholder = usePlaceholderRotation()
  const view = connectLocationInput({ snapshot, send, placeholder, id, t })
  const { input, listbox } = view
  const entries = snapshot.context.options
  const busy = listbox["aria-busy"]
  const activeOption = input["aria-activedescendant"]

  const picked = view.valid ? snapshot.context.location : null
  const text = snapshot.context.text
  const notify = useRef(onLocationChange)
  notify.current = onLocationChange
  useEffect(() => notify.current?.({ location: picked, text }), [picked, text])

  // Keep the keyboard-highlighted entry visible inside the 180px list.
  useEffect(() => {
    if (activeOption !== undefined)
      document.getElementById(activeOption)?.scrollIntoView({ block: "nearest" })
  }, [activeOption])

  return (
    <div className={cx(styles.field, styles[size])}>
      <label htmlFor={input.id} className={size === "compact" ? "visually-hidden" : styles.label}>
        {t("search.location.label")}
      </label>
      <div className={styles.control}>
        <PinIcon className={styles.leadingIcon} />
        <input
          ref={inputRef}
          id={input.id}
          className={styles.input}
          role="combobox"
          type={input.type}
          autoComplete={input.autoComplete}
          aria-autocomplete={input["aria-autocomplete"]}
          aria-expanded={input["aria-expanded"]}
          aria-controls={input["aria-controls"]}
          aria-activedescendant={input["aria-activedescendant"]}
          value={input.value}
          placeholder={input.placeholder}
          maxLength={input.maxLength}
          spellCheck={false}
          enterKeyHint="search"
          onFocus={input.onFocus}
          onBlur={input.onBlur}
          onChange={(event) => input.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (input.onKeyDown(event.key)) event.preventDefault()
          }}
        />
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      </div>
      <div
        id={listbox.id}
        role="listbox"
        hidden={listbox.hidden}
        aria-busy={busy}
        aria-label={t("search.suggestions")}
        className={styles.listbox}
        // Keeps focus in the input while an entry is clicked, so the click is not lost to a blur.
        onMouseDown={(event) => event.preventDefault()}
      >
        {view.options.map((option, index) => {
          const entry = entries[index]
          const Icon = optionIcon(entry)
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: combobox pattern: keys go to the input, which keeps focus.
            <div
              key={option.id}
              id={option.id}
              role="option"
              // Never focused itself: focus stays in the input, which points here with aria-activedescendant.
              tabIndex={-1}
              aria-selected={option["aria-selected"]}
              aria-disabled={option["aria-disabled"]}
              className={cx(styles.option, option["aria-disabled"] && styles.disabled)}
              onClick={option.onSelect}
              onPointerMove={option["aria-selected"] ? undefined : option.onHighlight}
            >
              <Icon className={styles.optionIcon} />
              <span className={styles.optionText}>
                <span className={styles.optionLine}>
                  <span className={styles.optionLabel}>{option.label}</span>
                  {option.recent !== null ? (
                    <span className={cx(styles.tag, styles.recentTag)}>{option.recent.word}</span>
                  ) : option.tag !== null ? (
                    <span className={styles.tag}>{option.tag}</span>
                  ) : null}
                </span>
                {option.recent !== null ? (
                  <span className={styles.recentDetails}>
                    <span className={styles.nowrap}>{option.recent.occupancy}</span>
                    {option.recent.dates === "" ? null : (
                      <>
                        <span aria-hidden="true"> · </span>
                        <span className={styles.nowrap}>{option.recent.dates}</span>
                      </>
                    )}
                  </span>
                ) : null}
              </span>
            </div>
          )
        })}
      </div>
      <div role="status" className="visually-hidden">
        {busy
          ? t("search.searching")
          : view.expanded
            ? t("search.resultCount", { count: view.options.length })
            : ""}
      </div>
    </div>
  )
}
