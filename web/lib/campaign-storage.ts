import { nextCampaign, parseStoredCampaign } from "#core/tracking/campaign.ts"

/** localStorage key of the campaign values a visit arrived with (kept 30 days, spec-search §9). */
export const CAMPAIGN_STORAGE_KEY = "campaign"

/**
 * Captures utm_* / avclk / refid / trv_reference (trivago's reference id) from the landing URL, or
 * forgets stored values past 30 days.
 */
export const captureCampaign = (search: string, nowMs: number): void => {
  try {
    const stored = parseStoredCampaign(window.localStorage.getItem(CAMPAIGN_STORAGE_KEY))
    const next = nextCampaign(stored, new URLSearchParams(search), nowMs)
    if (next === undefined) window.localStorage.removeItem(CAMPAIGN_STORAGE_KEY)
    else if (next !== stored) window.localStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage blocked (private mode): the visit simply counts as direct.
  }
}
