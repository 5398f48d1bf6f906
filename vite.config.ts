import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

/**
 * Two builds (docs/decisions/013-ssr-hydration.md):
 * - `vite build`: the browser bundle from web/entry-client.ts into dist/client, with a manifest
 *   the server render reads to link the entry, its chunks and stylesheets. No index.html: the
 *   document is written by web/app/document.ts on the server.
 * - `vite build --ssr web/entry-server.tsx --outDir dist/server`: the render function for Node.
 *   Everything is bundled into it (noExternal), so the server needs nothing from the web folder
 *   at run time and React runs its production build.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  publicDir: false,
  css: { modules: { localsConvention: "camelCaseOnly" } },
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  ssr: { noExternal: true, target: "node" },
  build: isSsrBuild
    ? { outDir: "dist/server", emptyOutDir: true, copyPublicDir: false, minify: false }
    : {
        outDir: "dist/client",
        emptyOutDir: true,
        manifest: true,
        assetsDir: "assets",
        rolldownOptions: {
          input: "web/entry-client.ts",
          output: {
            codeSplitting: {
              // Libraries change rarely, so they get long-lived chunks of their own. React, the
              // router and XState render and hydrate every page; Effect is only needed once the
              // page makes calls (API client, tracking, error reporting, the sign-in session), all
              // loaded after hydration (docs/decisions/070-javascript-budget.md). In the vendor
              // chunk it would weigh on every first page view.
              groups: [
                {
                  name: "vendor",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|xstate|@xstate)[\\/]/,
                },
                { name: "effect", test: /node_modules[\\/]effect[\\/]/ },
              ],
            },
          },
        },
      },
}))
