import { useLoaderData, useLocation } from "react-router"
import { NearMeResults } from "./near-me-results.tsx"
import type { ResultsPageData } from "./results-loader.ts"
import { ResultsView } from "./results-view.tsx"

/**
 * The search results page (/search/) and every listing page (spec-search §2): the same results
 * with filters and sort; listings add breadcrumbs and their SEO head, near-me finds its hotels
 * in the browser.
 */
export function ResultsPage() {
  const data = useLoaderData() as ResultsPageData
  const { key } = useLocation()
  if (data.kind === "nearMe") return <NearMeResults data={data} />
  // A new search is a new set of results: the machine starts again from the new data.
  return <ResultsView key={key} {...data} />
}
