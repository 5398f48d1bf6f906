// PostgreSQL for the bookings bench: scratch databases, pgbench's built-in TPC-B-like script, and a
// pass-through proxy that reads the product's statements off the wire (frontend protocol messages).
import { execFile } from "node:child_process"
import { connect, createServer, type Socket } from "node:net"
import { promisify } from "node:util"
import { cpuSplit } from "./cpu-accounts.ts"

const run = promisify(execFile)

/** The server the test suite also uses (README: DATABASE_TEST_URL). */
export const postgresAdminUrl = process.env.DATABASE_TEST_URL ?? "postgres://postgres@127.0.0.1:5432/test"

export const databaseUrl = (name: string) => {
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const psql = (statement: string) =>
  run("psql", [postgresAdminUrl, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-Atc", statement], {
    timeout: 60_000,
  })

/** What a failed command said on stderr, or its error's message: the first line. */
const firstLine = (error: unknown) => {
  const said = (error as { stderr?: unknown }).stderr
  const text = typeof said === "string" && said.trim() !== "" ? said : String(error)
  return text.trim().split("\n", 1)[0]!
}

/** Why PostgreSQL and pgbench cannot be used here, or undefined when both answer. */
export const postgresMissing = async (): Promise<string | undefined> => {
  try {
    await psql("SELECT 1")
  } catch (error) {
    return `no PostgreSQL answered at ${postgresAdminUrl} through psql (${firstLine(error)})`
  }
  try {
    await run("pgbench", ["--version"])
    return undefined
  } catch (error) {
    return `pgbench, the baseline, could not be run (${firstLine(error)})`
  }
}

export const freshDatabase = async (name: string) => {
  await psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await psql(`CREATE DATABASE ${name}`)
}

export const dropDatabase = (name: string) =>
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined)

/**
 * pgbench's built-in TPC-B-like script on a scratch database at scale 10: transactions per second
 * without the initial connection time, as pgbench prints it, the transactions it counted, and the
 * CPU the run cost the machine (pgbench itself is the "other" part).
 */
export const pgbench = async (name: string, clients: number, durationS: number) => {
  await freshDatabase(name)
  try {
    await run("pgbench", ["-i", "-q", "-s", "10", databaseUrl(name)], { timeout: 300_000 })
    const spent = cpuSplit()
    const { stdout } = await run(
      "pgbench",
      ["-n", "-c", String(clients), "-j", "2", "-T", String(durationS), databaseUrl(name)],
      { timeout: (durationS + 60) * 1000 },
    )
    const cpu = spent()
    const tps = /^tps = ([\d.]+) \(without initial connection time\)/m.exec(stdout)
    const processed = /^number of transactions actually processed: (\d+)/m.exec(stdout)
    if (tps === null || processed === null) throw new Error(`pgbench printed no tps line:\n${stdout}`)
    return { tps: Number(tps[1]), transactions: Number(processed[1]), cpu }
  } finally {
    await dropDatabase(name)
  }
}

/** Statements and round trips a client sent, in order; read and reset by the caller. */
export interface WireLog {
  /** Each Execute or simple Query, as its SQL text (whitespace collapsed). */
  statements: Array<string>
  /** Sync and simple Query messages: each waits for the server's answer. */
  roundTrips: number
}

/** SSLRequest and GSSENCRequest come before the startup message, untyped like it. */
const NEGOTIATION_CODES = new Set([80877103, 80877104])

const cString = (buffer: Buffer, from: number) => {
  const end = buffer.indexOf(0, from)
  return { text: buffer.toString("utf8", from, end), next: end + 1 }
}

/** Follows one connection's frontend messages: prepared statements are named in Parse, run by Bind. */
const follow = (log: WireLog) => {
  const named = new Map<string, string>()
  let pending: Buffer = Buffer.alloc(0)
  let startup = true
  let bound = ""
  return (chunk: Buffer) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
    for (;;) {
      const header = startup ? 4 : 5
      if (pending.length < header) return
      const length = pending.readInt32BE(startup ? 0 : 1) + (startup ? 0 : 1)
      if (pending.length < length) return
      const message = pending.subarray(0, length)
      pending = pending.subarray(length)
      if (startup) {
        startup = NEGOTIATION_CODES.has(message.readInt32BE(4))
        continue
      }
      const type = String.fromCharCode(message[0]!)
      if (type === "P") {
        const name = cString(message, 5)
        named.set(name.text, cString(message, name.next).text.replace(/\s+/g, " ").trim())
      } else if (type === "B") {
        const portal = cString(message, 5)
        bound = named.get(cString(message, portal.next).text) ?? "?"
      } else if (type === "E") log.statements.push(bound)
      else if (type === "Q") {
        log.statements.push(cString(message, 5).text.replace(/\s+/g, " ").trim())
        log.roundTrips++
      } else if (type === "S") log.roundTrips++
    }
  }
}

/** A TCP proxy in front of PostgreSQL that logs what every client connection sends through it. */
export const wireCounter = async (target: string) => {
  const { hostname, port } = new URL(target)
  const log: WireLog = { statements: [], roundTrips: 0 }
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect({ host: hostname, port: Number(port || 5432) })
    const read = follow(log)
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on("error", () => {
        client.destroy()
        upstream.destroy()
      })
      socket.on("close", () => sockets.delete(socket))
    }
    client.on("data", (chunk: Buffer) => {
      read(chunk)
      upstream.write(chunk)
    })
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const address = server.address()
  const proxyPort = typeof address === "object" && address !== null ? address.port : 0
  return {
    /** `target` with its host and port replaced by the proxy's. */
    url: Object.assign(new URL(target), { host: `127.0.0.1:${proxyPort}` }).toString(),
    log,
    close: () => {
      for (const socket of sockets) socket.destroy()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
