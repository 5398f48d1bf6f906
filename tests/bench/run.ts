// `npm run bench`: the one place speed is measured. Figures are ratios against baselines measured in
// the same run (these machines are shared and noisy); results go to bench-results.json and
// docs/performance.md. No timing thresholds live in tests.
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { benchAutocomplete } from "./suites/autocomplete.ts"
import { benchFilters } from "./suites/filters.ts"

const root = join(import.meta.dirname, "..", "..")
const durationS = Number(process.env.BENCH_DURATION_S ?? "5")

const filters = benchFilters()
const autocomplete = await benchAutocomplete({ durationS })
const results = { measuredAt: new Date().toISOString(), node: process.version, autocomplete, filters }
writeFileSync(join(root, "bench-results.json"), `${JSON.stringify(results, null, 2)}\n`)

const verdict = (ok: boolean) => (ok ? "meets" : "MISSES")
const a = autocomplete
const section = [
  "<!-- autocomplete:start -->",
  "## Location autocomplete",
  "",
  `Measured ${results.measuredAt} on Node ${results.node} (\`npm run bench\`, ${durationS} s per load run).`,
  "",
  `- Place index: ${a.places} places; ${a.queries} queries (3, 4, 5 and 7-letter prefixes of every label).`,
  `- Server-side query time: p50 ${a.queryP50Ms} ms, p99 ${a.queryP99Ms} ms, max ${a.queryMaxMs} ms — target p99 ≤ 5 ms: ${verdict(a.queryP99Ms <= 5)}.`,
  "",
  "Median of 3 alternating rounds (product, then baseline) per connection count; the range is the",
  "lowest and highest ratio of the rounds.",
  "",
  "| connections | product req/s | bare node:http req/s | ratio (target ≥ 0.3) | range | product p50 / p99 ms | bare p99 ms | errors |",
  "|---|---|---|---|---|---|---|---|",
  ...a.http.map(
    (h) =>
      `| ${h.connections} | ${h.productRps} | ${h.bareRps} | ${h.ratio} (${verdict(h.ratio >= 0.3)}) | ${h.ratioRange[0]}–${h.ratioRange[1]} | ${h.productP50Ms} / ${h.productP99Ms} | ${h.bareP99Ms} | ${h.errors} |`,
  ),
  "",
  "The product answers through the whole stack (Host allowlist, security headers, schema decoding,",
  "the place index, the `{ data }` envelope); the baseline answers a fixed body of the same size.",
  "<!-- autocomplete:end -->",
].join("\n")

const f = filters
const filterSection = [
  "<!-- filters:start -->",
  "## Filter toggle and counts",
  "",
  `Measured ${results.measuredAt}. ${f.hotels} hotels; ${f.toggles} toggles along a traveller's click path, each`,
  "followed by the whole filter map (every group's counts). CPU time per toggle (the machine is shared).",
  "",
  `- Product (core/search/filters.ts): median ${f.productMedianMs} ms, p99 ${f.productP99Ms} ms — target median ≤ 2 ms: ${verdict(f.productMedianMs <= 2)}.`,
  `- Naive recount of the same clicks (every group re-filtered from scratch): median ${f.naiveMedianMs} ms.`,
  `- Ratio naive ÷ product, per toggle, median: ${f.speedup}×.`,
  "<!-- filters:end -->",
].join("\n")

const docPath = join(root, "docs", "performance.md")
let doc: string
try {
  doc = readFileSync(docPath, "utf8")
} catch {
  doc = "# Performance\n\nFigures written by `npm run bench`; each suite replaces its own section.\n"
}
/** Replaces the suite's marked section, or appends it the first time. */
const withSection = (text: string, name: string, body: string) => {
  const marked = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`)
  return marked.test(text) ? text.replace(marked, body) : `${text.trimEnd()}\n\n${body}\n`
}
doc = withSection(withSection(doc, "autocomplete", section), "filters", filterSection)
writeFileSync(docPath, doc)
console.log(section)
console.log(filterSection)
