import "./styles/tokens.css"
import "./styles/base.css"
import { HYDRATION_MODULES_ATTRIBUTE } from "./app/assets.ts"
import { afterMainContent } from "./lib/after-main-content.ts"

/**
 * The only script the server's HTML loads up front. The page's own modules, listed by the server
 * on this script's element, and the hydration code follow once the main content has painted
 * (docs/decisions/111-hydrate-after-main-content.md); the list lets them load side by side instead
 * of one import revealing the next.
 */

const preloadHydrationModules = (): void => {
  const listed = document.querySelector(`script[${HYDRATION_MODULES_ATTRIBUTE}]`)
  for (const href of listed?.getAttribute(HYDRATION_MODULES_ATTRIBUTE)?.split(" ") ?? []) {
    if (href === "") continue
    const link = document.createElement("link")
    link.rel = "modulepreload"
    link.href = href
    document.head.append(link)
  }
}

void afterMainContent(window).then(() => {
  preloadHydrationModules()
  return import("./hydrate.tsx")
})
