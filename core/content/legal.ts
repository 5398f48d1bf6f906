/**
 * The terms and privacy policy as structured documents: each section has a stable id, so its
 * heading carries an anchor (/terms/#cancellation) that support staff can send to a guest.
 */
export interface LegalSection {
  readonly id: string
  readonly heading: string
  readonly paragraphs: ReadonlyArray<string>
  readonly items?: ReadonlyArray<string>
}

export interface LegalDocument {
  readonly title: string
  /** YYYY-MM-DD: the day this version took effect. */
  readonly updated: string
  readonly intro: string
  readonly sections: ReadonlyArray<LegalSection>
}
