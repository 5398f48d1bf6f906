import "./styles/tokens.css"
import "./styles/base.css"
import { HYDRATION_MODULES_ATTRIBUTE } from "./app/assets.ts"
import { afterMainContent } from "./lib/after-main-content.ts"
import { nextTask } from "./lib/next-task.ts"
import { preloadModules } from "./lib/preload-modules.ts"

/**
 * The only script the server's HTML loads up front. The page's own modules, listed by the server
 * on this script's element, and the hydration code follow once the main content has painted
 * (docs/decisions/111-hydrate-after-main-content.md); the list lets them load side by side instead
 * of one import revealing the next. Asking for them, evaluating the libraries and evaluating the
 * page's own code run as separate tasks (docs/decisions/123-page-start-in-shorter-tasks.md).
 */

void afterMainContent(window).then(async () => {
  const listed = document.querySelector(`script[${HYDRATION_MODULES_ATTRIBUTE}]`)
  await preloadModules<HTMLLinkElement>(
    document,
    listed?.getAttribute(HYDRATION_MODULES_ATTRIBUTE)?.split(" ") ?? [],
    nextTask,
  )
  await import("./lib/react-modules.ts")
  await nextTask()
  return import("./hydrate.tsx")
})
