import { type ChildProcess, spawn } from "node:child_process"
import { afterAll, describe, expect, it } from "vitest"

// `booking serve` as an operator runs it: it prints where it listens, answers there, and stops
// cleanly on SIGTERM.
let child: ChildProcess | undefined
afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL")
})

describe("booking serve", () => {
  it("prints its URL, serves the API there and shuts down gracefully on SIGTERM", async () => {
    const proc = spawn(process.execPath, ["cli/bin.ts", "serve"], {
      // Only what this test means: a DATABASE_URL or TEST_CONTROL from the shell must not leak in.
      env: { PATH: process.env.PATH, PORT: "0", DATABASE_MEMORY: "1", LOG_REQUESTS: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child = proc
    let output = ""
    const url = await new Promise<string>((resolve, reject) => {
      proc.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString()
        const m = /Listening on (http:\/\/localhost:\d+)/.exec(output)
        if (m) resolve(m[1]!)
      })
      proc.on("exit", (code) => reject(new Error(`serve exited with ${code} before listening: ${output}`)))
    })
    const answer = await fetch(`${url}/api/v1/search/autocomplete/?search_string=kora`)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { data: Array<{ label: string }> }
    expect(body.data[0]?.label).toBe("Koramangala, Bengaluru")
    const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)))
    proc.kill("SIGTERM")
    expect(await exited).toBe(0)
  }, 60_000)
})
