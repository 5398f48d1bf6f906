import { SEARCH_STRING_MAX } from "#core/api/limits.ts"
import type { PlainMessageKey, Translate } from "#core/i18n/translate.ts"
import type { LocationOption } from "#core/search/location-rules.ts"
import { dateRangeSummary, occupancySummary } from "#core/search/search-summary.ts"
import type { PlaceType } from "#core/search/suggestion.ts"
import { type LocationInputSnapshot, lookupStatus } from "./location-input.machine.ts"
import type { LocationInputEvent, LookupStatus } from "./location-input.types.ts"
import { type PlaceholderRotationSnapshot, placeholderKey } from "./placeholder-rotation.machine.ts"

/** The type tag beside a suggestion's label (spec-search §2), as message keys. */
const TYPE_TAGS: Readonly<Record<PlaceType, PlainMessageKey>> = {
  city: "place.city",
  locality: "place.locality",
  landmark: "place.landmark",
  hotel: "place.hotel",
  state: "place.state",
  near_me: "place.near_me",
}

/** WAI-ARIA combobox keys (APG 'Editable Combobox With List Autocomplete'). */
const KEY_EVENTS: Readonly<Record<string, LocationInputEvent>> = {
  ArrowDown: { type: "list.next" },
  ArrowUp: { type: "list.prev" },
  Enter: { type: "list.confirm" },
  Escape: { type: "list.dismiss" },
}

export interface LocationInputProps {
  readonly id: string
  readonly role: "combobox"
  readonly type: "text"
  readonly autoComplete: "off"
  readonly "aria-autocomplete": "list"
  readonly "aria-expanded": boolean
  readonly "aria-controls": string
  readonly "aria-activedescendant": string | undefined
  readonly value: string
  readonly placeholder: string
  /** The API refuses longer search strings (core/api/search.ts). */
  readonly maxLength: number
  readonly onFocus: () => void
  readonly onBlur: () => void
  readonly onChange: (value: string) => void
  /** Sends the key's event when the machine can take it; true means "handled: prevent the default". */
  readonly onKeyDown: (key: string) => boolean
}

export interface LocationListboxProps {
  readonly id: string
  readonly role: "listbox"
  readonly hidden: boolean
  readonly "aria-busy": boolean
}

export interface LocationOptionProps {
  readonly id: string
  readonly role: "option"
  readonly "aria-selected": boolean
  /** Only 'No Results Found' (spec-search §8). */
  readonly "aria-disabled": true | undefined
  readonly label: string
  /** The type tag of a place; null for recent searches and 'No Results Found'. */
  readonly tag: string | null
  /** For a recent search: the word Recent, its rooms/guests summary and its date range. */
  readonly recent: { readonly word: string; readonly occupancy: string; readonly dates: string } | null
  readonly onSelect: () => void
  readonly onHighlight: () => void
}

export interface LocationInputView {
  readonly input: LocationInputProps
  readonly listbox: LocationListboxProps
  readonly options: ReadonlyArray<LocationOptionProps>
  readonly expanded: boolean
  /** spec-search §4 'location-valid flag': a suggestion was picked and not edited since. */
  readonly valid: boolean
  readonly status: Readonly<Record<"suggestions" | "nearby" | "place", LookupStatus>>
}

/** spec-search §2: a recent search shows the word Recent, a rooms/guests summary and a date range. */
const recentSummary = (option: LocationOption, t: Translate): LocationOptionProps["recent"] => {
  if (option.kind !== "place" || !option.suggestion.is_recent_search) return null
  const { rooms, range } = option.suggestion
  return {
    word: t("search.recent"),
    occupancy: rooms === undefined ? "" : occupancySummary(rooms, t),
    dates: range === undefined ? "" : dateRangeSummary(range),
  }
}

/**
 * State → framework-free props for a combobox with a listbox popup, every word in the visitor's
 * language: the web renders these, and journeys check the same words. `id` must be unique on the page.
 */
export const connectLocationInput = (args: {
  readonly snapshot: LocationInputSnapshot
  readonly send: (event: LocationInputEvent) => void
  readonly placeholder: PlaceholderRotationSnapshot
  readonly id: string
  readonly t: Translate
}): LocationInputView => {
  const { snapshot, send, id, t } = args
  const { context } = snapshot
  const listboxId = `${id}-listbox`
  const optionId = (index: number) => `${listboxId}-option-${index}`
  const expanded = snapshot.hasTag("open")
  const status = {
    suggestions: lookupStatus(snapshot, "suggestions"),
    nearby: lookupStatus(snapshot, "nearby"),
    place: lookupStatus(snapshot, "place"),
  }
  return {
    expanded,
    valid: snapshot.hasTag("valid"),
    status,
    input: {
      id,
      role: "combobox",
      type: "text",
      autoComplete: "off",
      "aria-autocomplete": "list",
      "aria-expanded": expanded,
      "aria-controls": listboxId,
      "aria-activedescendant":
        expanded && context.highlighted !== null ? optionId(context.highlighted) : undefined,
      value: context.text,
      placeholder: t(placeholderKey(args.placeholder)),
      maxLength: SEARCH_STRING_MAX,
      onFocus: () => send({ type: "input.focus" }),
      onBlur: () => send({ type: "input.blur" }),
      onChange: (value) => send({ type: "input.change", value }),
      onKeyDown: (key) => {
        const event = Object.hasOwn(KEY_EVENTS, key) ? KEY_EVENTS[key] : undefined
        if (event === undefined || !snapshot.can(event)) return false
        send(event)
        return true
      },
    },
    listbox: {
      id: listboxId,
      role: "listbox",
      hidden: !expanded,
      "aria-busy": status.suggestions === "pending" || status.nearby === "pending",
    },
    options: expanded
      ? context.options.map((option, index) => ({
          id: optionId(index),
          role: "option",
          "aria-selected": context.highlighted === index,
          "aria-disabled": option.kind === "noResults" ? true : undefined,
          label: option.kind === "noResults" ? t("search.noResults") : option.suggestion.label,
          tag:
            option.kind === "place" && !option.suggestion.is_recent_search
              ? t(TYPE_TAGS[option.suggestion.type])
              : null,
          recent: recentSummary(option, t),
          onSelect: () => send({ type: "option.select", index }),
          onHighlight: () => send({ type: "option.highlight", index }),
        }))
      : [],
  }
}
