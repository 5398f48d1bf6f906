/**
 * GET arrays travel as indexed keys, `hotel_id[0]=12&hotel_id[1]=15` (spec-search §7, spec-checkout §7).
 * The client writes them that way; the server folds them back into arrays before schema decoding,
 * so endpoint schemas declare ordinary arrays.
 */
const INDEXED = /^(.+)\[(\d{1,4})\]$/

type Params = Readonly<Record<string, string | ReadonlyArray<string>>>

/** `{ "a[1]": "y", "a[0]": "x", b: "z" }` → `{ a: ["x", "y"], b: "z" }`; a plain key wins over indexed ones. */
export const foldIndexedKeys = (params: Params): Record<string, string | Array<string>> => {
  // No prototype: a query key such as __proto__ or constructor must stay an ordinary key.
  const plain: Record<string, string | Array<string>> = Object.create(null)
  const indexed = new Map<string, Array<readonly [number, string]>>()
  for (const [key, value] of Object.entries(params)) {
    const match = INDEXED.exec(key)
    if (match === null) {
      plain[key] = typeof value === "string" ? value : [...value]
      continue
    }
    const entries = indexed.get(match[1]!) ?? []
    for (const item of typeof value === "string" ? [value] : value) entries.push([Number(match[2]), item])
    indexed.set(match[1]!, entries)
  }
  for (const [name, entries] of indexed) {
    if (Object.hasOwn(plain, name)) continue
    plain[name] = [...entries].sort((a, b) => a[0] - b[0]).map(([, item]) => item)
  }
  return plain
}

/** Repeated keys become indexed ones: `[["a","x"],["a","y"],["b","z"]]` → `a[0]=x, a[1]=y, b=z`. */
export const indexRepeatedKeys = (
  entries: ReadonlyArray<readonly [string, string]>,
): ReadonlyArray<readonly [string, string]> => {
  const counts = new Map<string, number>()
  for (const [key] of entries) counts.set(key, (counts.get(key) ?? 0) + 1)
  const seen = new Map<string, number>()
  return entries.map(([key, value]) => {
    if (counts.get(key)! < 2) return [key, value] as const
    const n = seen.get(key) ?? 0
    seen.set(key, n + 1)
    return [`${key}[${n}]`, value] as const
  })
}
