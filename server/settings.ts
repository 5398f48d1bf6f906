import { Context } from "effect"
import { AppClock } from "#core/services/clock.ts"
import type { ServerConfig } from "./config.ts"

/** The server's configuration, for handlers and middleware. */
export class ServerSettings extends Context.Service<ServerSettings, ServerConfig>()(
  "booking/server/ServerSettings",
) {}

/** The clock a server with this configuration runs on: under test control, the test clock from its start. */
export const clockLayerOf = (config: ServerConfig) =>
  config.testControl ? AppClock.layerControlled(config.initialNow) : AppClock.layerSystem
