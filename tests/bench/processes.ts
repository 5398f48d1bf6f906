import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"

const root = join(import.meta.dirname, "..", "..")

/** Starts a Node script in its own process (so load and server do not share a core) and waits for its URL. */
export const startProcess = (
  script: string,
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ url: string; stop: () => void; child: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, script)], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    })
    let output = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const match = ready.exec(output)
      if (match) resolve({ url: match[1]!, stop: () => child.kill("SIGTERM"), child })
    })
    child.once("exit", (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready:\n${output}`)),
    )
  })
