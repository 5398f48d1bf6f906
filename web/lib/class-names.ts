/** Joins the truthy class names: `cx(styles.a, open && styles.open)`. */
export const cx = (...names: ReadonlyArray<string | false | null | undefined>): string =>
  names.filter(Boolean).join(" ")
