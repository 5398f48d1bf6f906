import { createServer } from "node:net"
import { isLoopbackHost } from "./http.ts"
import type { Channel } from "./schema.ts"

/** Where journeys send their calls: one origin per channel. */
export interface Target {
  /** The origin for a channel, or why there is none. */
  readonly originFor: (channel: Channel) => string | { readonly error: string }
  /**
   * Journeys may each call from their own loopback address (see run.ts): the target is on this
   * machine and the system lets a socket use addresses of 127.0.0.0/8 other than 127.0.0.1.
   */
  readonly separateClients: boolean
  /** What the reporter shows as the target. */
  readonly description: string
  readonly close: () => Promise<void>
}

export interface TargetOptions {
  /** A running deployment; absent = start the server in this process. */
  readonly baseUrl?: string | undefined
  /** Origin of the gdc channel when it cannot be derived from `baseUrl`. */
  readonly gdcUrl?: string | undefined
  /**
   * "now" the in-process server starts at; each journey then sets its own, but the catalogue is
   * seeded on this day, so no journey should start before it.
   */
  readonly initialNow?: number | undefined
}

/** The first distribution-channel host the server allows by default (DESIGN.md 'Test control'). */
const GDC_LOCAL_HOST = "gdc1.localhost"

const origin = (url: string) => new URL(url).origin

/** Linux routes all of 127.0.0.0/8 to loopback; macOS, for one, has only 127.0.0.1 unless told. */
const canUseOtherLoopbackAddresses = (): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(0, "127.0.0.2", () => probe.close(() => resolve(true)))
  })

/**
 * In-process by default: the real server on an in-memory database with test control, on a free
 * port, spoken to over HTTP exactly as a deployment would be, so a journey passes or fails the
 * same way in both places (docs/decisions/030-journey-runner.md).
 */
export const openTarget = async (options: TargetOptions): Promise<Target> => {
  if (options.baseUrl !== undefined) {
    const website = origin(options.baseUrl)
    const gdc = options.gdcUrl !== undefined ? origin(options.gdcUrl) : localGdcOrigin(website)
    // The journey's address is IPv4; a deployment on [::1] is reached from ::1 only.
    const { hostname } = new URL(website)
    const local = isLoopbackHost(hostname) && !hostname.startsWith("[")
    return {
      separateClients: local && (await canUseOtherLoopbackAddresses()),
      originFor: (channel) =>
        channel === "website"
          ? website
          : (gdc ?? {
              error: `this journey runs on the gdc channel: pass --gdc-url with the gdc origin of ${website}`,
            }),
      description: website,
      close: async () => {},
    }
  }
  // Loaded only here: a run against --base-url never loads the server or its database.
  const { configFromEnv, startServer } = await import("#server/start.ts")
  const server = await startServer({
    // A fixed environment, not process.env: the in-process run must not depend on the shell.
    ...configFromEnv({ PORT: "0", DATABASE_MEMORY: "1", TEST_CONTROL: "1", LOG_REQUESTS: "0" }),
    hostname: "127.0.0.1",
    initialNow: options.initialNow,
  })
  const website = `http://127.0.0.1:${server.port}`
  return {
    separateClients: await canUseOtherLoopbackAddresses(),
    originFor: (channel) => (channel === "website" ? website : `http://${GDC_LOCAL_HOST}:${server.port}`),
    description: `in-process server at ${website}`,
    close: server.close,
  }
}

/** For a local deployment the gdc host is the same port under gdc1.localhost. */
const localGdcOrigin = (website: string): string | undefined => {
  const url = new URL(website)
  if (!isLoopbackHost(url.hostname)) return undefined
  url.hostname = GDC_LOCAL_HOST
  return url.origin
}
