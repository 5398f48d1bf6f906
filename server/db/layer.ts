import { PgClient } from "@effect/sql-pg"
import { Layer, Redacted } from "effect"
import type { DatabaseConfig } from "../config.ts"
import { DataChanges, dataChangesPostgres } from "./data-changes.ts"
import { layerPglite } from "./pglite-client.ts"

/** One SqlClient, and its change notifications, for whichever database the configuration names. */
export const layerDatabase = (config: DatabaseConfig) => {
  switch (config.kind) {
    case "memory":
      return layerPglite(config.snapshot === undefined ? { memory: true } : { snapshot: config.snapshot })
    case "pglite":
      return layerPglite({ dataDir: config.dataDir })
    case "postgres":
      return PgClient.layer({ url: Redacted.make(config.url), maxConnections: 10 }).pipe(
        Layer.orDie,
        Layer.merge(Layer.succeed(DataChanges, dataChangesPostgres(config.url))),
      )
  }
}
