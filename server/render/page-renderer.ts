import { Context, Layer } from "effect"
import { type PageRequest, type PageResponse, renderPage } from "./ssr-entry.ts"

/** Renders a page; a service so tests can make rendering fail and see what a traveller gets. */
export class PageRenderer extends Context.Service<
  PageRenderer,
  (request: PageRequest) => Promise<PageResponse>
>()("booking/server/render/PageRenderer") {
  static readonly layer = Layer.succeed(PageRenderer, renderPage)
}
