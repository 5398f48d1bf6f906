/**
 * Campaign values a visit arrives with (spec-search §9, spec-checkout §7): captured from the landing
 * URL, kept 30 days, and sent with pricing and tracking calls. utm_source defaults to 'direct'.
 */
export const CAMPAIGN_KEYS = [
  "utm_name",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_keyword",
  "avclk",
  "refid",
  // spec-checkout §3 'UI state': the trivago reference id of a visit from trivago (ADR 090).
  "trv_reference",
] as const
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number]
export type CampaignValues = Readonly<Partial<Record<CampaignKey, string>>>

export const CAMPAIGN_TTL_MS = 30 * 24 * 60 * 60 * 1000
export const DEFAULT_UTM_SOURCE = "direct"

/** What is stored: the values and when they were captured (epoch ms). */
export interface StoredCampaign {
  readonly values: CampaignValues
  readonly capturedAt: number
}

/** Longest value kept; anything longer is cut so a crafted link cannot bloat storage or calls. */
const MAX_VALUE_LENGTH = 200

/** The campaign values present in a URL's query; blank values count as absent. */
export const campaignFromQuery = (query: URLSearchParams): CampaignValues => {
  const values: Partial<Record<CampaignKey, string>> = {}
  for (const key of CAMPAIGN_KEYS) {
    const value = query.get(key)?.trim()
    if (value) values[key] = value.slice(0, MAX_VALUE_LENGTH)
  }
  return values
}

/**
 * A visit with campaign values replaces the stored campaign (the newest campaign wins attribution);
 * a visit without any keeps the stored one while it is younger than 30 days.
 */
export const nextCampaign = (
  stored: StoredCampaign | undefined,
  query: URLSearchParams,
  nowMs: number,
): StoredCampaign | undefined => {
  const fresh = campaignFromQuery(query)
  if (Object.keys(fresh).length > 0) return { values: fresh, capturedAt: nowMs }
  if (stored !== undefined && nowMs - stored.capturedAt < CAMPAIGN_TTL_MS && nowMs >= stored.capturedAt)
    return stored
  return undefined
}

/** The values to send with a call: the stored campaign, with utm_source 'direct' when none is known. */
export const campaignParams = (stored: StoredCampaign | undefined): CampaignValues => ({
  ...stored?.values,
  utm_source: stored?.values.utm_source ?? DEFAULT_UTM_SOURCE,
})

/** Reads a stored campaign defensively: anything malformed counts as none. */
export const parseStoredCampaign = (raw: string | null | undefined): StoredCampaign | undefined => {
  if (!raw) return undefined
  try {
    const parsed = JSON.parse(raw) as { values?: unknown; capturedAt?: unknown }
    if (
      typeof parsed.capturedAt !== "number" ||
      typeof parsed.values !== "object" ||
      parsed.values === null
    ) {
      return undefined
    }
    const values: Partial<Record<CampaignKey, string>> = {}
    for (const key of CAMPAIGN_KEYS) {
      const value = (parsed.values as Record<string, unknown>)[key]
      if (typeof value === "string" && value !== "") values[key] = value.slice(0, MAX_VALUE_LENGTH)
    }
    return { values, capturedAt: parsed.capturedAt }
  } catch {
    return undefined
  }
}
