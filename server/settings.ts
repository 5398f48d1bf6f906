import { Context } from "effect"
import type { ServerConfig } from "./config.ts"

/** The server's configuration, for handlers and middleware. */
export class ServerSettings extends Context.Service<ServerSettings, ServerConfig>()(
  "booking/server/ServerSettings",
) {}
