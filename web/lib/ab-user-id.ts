/** localStorage key of the anonymous A/B user id sent on every API call (spec-search §7). */
const STORAGE_KEY = "ab_user_id"

let memo: string | null = null

/** A random v4-style id; randomUUID exists only in secure contexts, getRandomValues everywhere. */
const randomId = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")
}

/**
 * The visitor's anonymous A/B id: read from localStorage, created on first use. When storage is
 * unavailable (private mode, blocked), the id lives for this page view only.
 */
export const abUserId = (): string => {
  if (memo !== null) return memo
  let id: string | null = null
  try {
    id = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage blocked: fall through to a fresh id.
  }
  if (id === null || id === "") {
    id = randomId()
    try {
      window.localStorage.setItem(STORAGE_KEY, id)
    } catch {
      // Same as above: keep the id in memory.
    }
  }
  memo = id
  return id
}
