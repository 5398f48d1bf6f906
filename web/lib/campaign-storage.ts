import { nextCampaign, parseStoredCampaign } from "#core/tracking/campaign.ts"

/** localStorage key of the campaign values a visit arrived with (kept 30 days, spec-search §9). */
const STORAGE_KEY = "campaign"

/** Captures utm_* / avclk / refid from the landing URL, or forgets stored values past 30 days. */
export const captureCampaign = (search: string, nowMs: number): void => {
  try {
    const stored = parseStoredCampaign(window.localStorage.getItem(STORAGE_KEY))
    const next = nextCampaign(stored, new URLSearchParams(search), nowMs)
    if (next === undefined) window.localStorage.removeItem(STORAGE_KEY)
    else if (next !== stored) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  } catch {
    // Storage blocked (private mode): the visit simply counts as direct.
  }
}
