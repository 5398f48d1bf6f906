import { createContext, type ReactNode, use } from "react"
import type { SocialSources } from "#core/auth/social-sources.ts"

/** spec-search §1: the sales channel follows the host the page was served on. */
export type Channel = "website" | "gdc"

/**
 * What the page needs to know about where it is served. Sent from the server in the hydration
 * data, so the client never guesses it from the host (DESIGN.md 'Host allowlist').
 */
export interface AppConfig {
  readonly channel: Channel
  readonly locale: string
  /** Absolute origin from configuration, for canonical links; never the request's Host. */
  readonly origin: string
  /** The channel's support phone number as shown, e.g. '+91 80 4718 0000'. */
  readonly supportPhone: string
  /** Where the support menu's chat link goes. */
  readonly supportChatUrl: string
  /** A real tile server for the results map; absent: the product's own offline tiles (ADR 068). */
  readonly mapTiles?: MapTiles | undefined
  /** Social sign-in providers usable here and where their tokens come from; absent: no buttons (ADR 085). */
  readonly social?: SocialSources | undefined
}

/** A Leaflet URL template and the credit its provider requires (HTML, from configuration). */
export interface MapTiles {
  readonly url: string
  readonly attribution: string
}

const AppConfigContext = createContext<AppConfig | null>(null)

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext value={config}>{children}</AppConfigContext>
}

export function useAppConfig(): AppConfig {
  const config = use(AppConfigContext)
  if (config === null) throw new Error("useAppConfig needs an <AppConfigProvider> above it")
  return config
}

/** A tel: link for a number written with spaces and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, "")}`
