/**
 * Importing this module evaluates the vendor chunk (React, React DOM, the router, XState) and
 * nothing else, so the page's start can run it in a task of its own before the hydration code
 * (docs/decisions/123-page-start-in-shorter-tasks.md).
 */
export { hydrateRoot } from "react-dom/client"
export { createBrowserRouter } from "react-router"
export { createActor } from "xstate"
