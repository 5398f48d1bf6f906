import { readdir } from "node:fs/promises"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { type AnyStateMachine, StateMachine } from "xstate"

const MACHINES_DIR = resolve(import.meta.dirname, "../../machines")

/**
 * Every machine of `machines/`, one per `*.machine.ts` file (its exported machine): coverage
 * counts a new machine as soon as its file exists, reached or not.
 */
export const allMachines = async (): Promise<Array<AnyStateMachine>> => {
  const files = (await readdir(MACHINES_DIR)).filter((name) => name.endsWith(".machine.ts")).sort()
  const modules = await Promise.all(
    files.map(
      (name) => import(pathToFileURL(join(MACHINES_DIR, name)).href) as Promise<Record<string, unknown>>,
    ),
  )
  return modules.flatMap((module) =>
    Object.values(module).filter((value): value is AnyStateMachine => value instanceof StateMachine),
  )
}
