export const vitestProjects = ["unit", "property", "model", "integration", "journeys"] as const

/** What `npm test` runs; `npm test -- --only=unit,e2e` narrows it for a developer. */
export interface Selection {
  /** Vitest projects to run; empty means vitest is not run. */
  readonly vitest: readonly string[]
  readonly e2e: boolean
  readonly coverage: boolean
}

const everything: Selection = { vitest: vitestProjects, e2e: true, coverage: true }

export const usage =
  "usage: npm test [-- --only=NAME,...]  NAME: vitest (all its projects), " +
  `${vitestProjects.join(", ")}, e2e (Playwright), coverage (spec coverage)`

export function parseSelection(argv: readonly string[]): Selection | { error: string } {
  let selection = everything
  for (const arg of argv) {
    const match = /^--only=(.+)$/.exec(arg)
    if (!match) return { error: `unknown argument ${arg}` }
    const names = match[1]!.split(",").map((n) => n.trim())
    const unknown = names.filter((n) => !isName(n))
    if (unknown.length > 0) return { error: `unknown name ${unknown.join(", ")}` }
    selection = {
      vitest: names.includes("vitest") ? vitestProjects : vitestProjects.filter((p) => names.includes(p)),
      e2e: names.includes("e2e"),
      coverage: names.includes("coverage"),
    }
  }
  return selection
}

const isName = (n: string): boolean =>
  n === "vitest" || n === "e2e" || n === "coverage" || (vitestProjects as readonly string[]).includes(n)
