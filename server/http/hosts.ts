import type { Channel, ServerConfig } from "../config.ts"

/** The host name of a Host header, lower-cased, without the port; IPv6 keeps its brackets. */
export const hostName = (hostHeader: string | undefined): string | null => {
  if (hostHeader === undefined) return null
  const value = hostHeader.trim().toLowerCase()
  if (value === "") return null
  // A host name, or a bracketed IPv6 address, then at most a port: nothing else may follow.
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::\d{1,5})?$/.exec(value)
  return match === null ? null : match[1]!
}

/**
 * The sales channel follows the host (spec-checkout §1); any other host is refused with 'Invalid Host'.
 * Hosts come from configuration only, never from the request (DESIGN.md 'Host allowlist').
 */
export const channelOf = (
  config: Pick<ServerConfig, "mainHosts" | "gdcHosts">,
  hostHeader: string | undefined,
): Channel | null => {
  const name = hostName(hostHeader)
  if (name === null) return null
  if (config.mainHosts.includes(name)) return "website"
  if (config.gdcHosts.includes(name)) return "gdc"
  return null
}
