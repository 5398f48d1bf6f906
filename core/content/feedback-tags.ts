/**
 * The feedback form's tag sections (spec-checkout §3 'Feedback': tag section values, each with a
 * name and a body value). Content, not code: a section or value is added here and reaches the API,
 * the form and the journeys unchanged. `name` is the stable key a feedback stores; `body` is the
 * text the guest reads. Renaming a `body` is safe; a `name` once stored must stay.
 */
export interface FeedbackTagValue {
  readonly name: string
  readonly body: string
}

export interface FeedbackTagSection {
  readonly name: string
  readonly body: string
  readonly values: ReadonlyArray<FeedbackTagValue>
}

export const FEEDBACK_TAG_SECTIONS: ReadonlyArray<FeedbackTagSection> = [
  {
    name: "liked",
    body: "What did you like?",
    values: [
      { name: "clean_room", body: "Clean room" },
      { name: "friendly_staff", body: "Friendly staff" },
      { name: "comfortable_bed", body: "Comfortable bed" },
      { name: "good_breakfast", body: "Good breakfast" },
      { name: "great_location", body: "Great location" },
      { name: "value_for_money", body: "Value for money" },
    ],
  },
  {
    name: "improve",
    body: "What could be better?",
    values: [
      { name: "cleanliness", body: "Cleanliness" },
      { name: "check_in", body: "Check-in speed" },
      { name: "noise", body: "Noise" },
      { name: "wifi", body: "Wi-Fi" },
      { name: "food", body: "Food" },
      { name: "bathroom", body: "Bathroom" },
    ],
  },
]

/** A value picked in a section, as a feedback stores it. */
export interface FeedbackTag {
  readonly section: string
  readonly value: string
}

/** The first tag that names no section or value of the content, if any. */
export const unknownTag = (
  tags: ReadonlyArray<FeedbackTag>,
  sections: ReadonlyArray<FeedbackTagSection> = FEEDBACK_TAG_SECTIONS,
): FeedbackTag | undefined =>
  tags.find(
    (tag) => !sections.some((s) => s.name === tag.section && s.values.some((v) => v.name === tag.value)),
  )

/** The tags once each, in the content's order, so a stored feedback never depends on click order. */
export const normaliseTags = (
  tags: ReadonlyArray<FeedbackTag>,
  sections: ReadonlyArray<FeedbackTagSection> = FEEDBACK_TAG_SECTIONS,
): ReadonlyArray<FeedbackTag> =>
  sections.flatMap((s) =>
    s.values
      .filter((v) => tags.some((t) => t.section === s.name && t.value === v.name))
      .map((v) => ({ section: s.name, value: v.name })),
  )
