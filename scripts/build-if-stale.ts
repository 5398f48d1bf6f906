// `npm start` runs this first: it builds the web app when the build is missing or older than its
// sources, so a fresh clone needs no separate build step.
import { spawnSync } from "node:child_process"
import { existsSync, readdirSync, statSync } from "node:fs"
import { join } from "node:path"

const root = join(import.meta.dirname, "..")
const stamp = join(root, "dist", "server", "entry-server.js")
const sources = ["web", "core", "machines", "vite.config.ts", "package-lock.json"]

const newest = (path: string): number => {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs)
}

if (!existsSync(stamp) || sources.some((s) => newest(join(root, s)) > statSync(stamp).mtimeMs)) {
  console.log("Building the web app…")
  const result = spawnSync("npm", ["run", "-s", "build"], { cwd: root, stdio: "inherit" })
  process.exit(result.status ?? 1)
}
