import { readFileSync } from "node:fs"
import { Effect, Layer } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { PROVIDER_NAMES, type SocialProvider } from "#core/auth/social-provider.ts"
import { SOCIAL_SANDBOX_PATH } from "#core/auth/social-sources.ts"
import { ServerSettings } from "../settings.ts"

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), "utf8")

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The sign-in window standing in for Google's and Facebook's (ADR 085): the person to sign in
 * as, and Continue or Cancel. No inline script or style, so it runs under the site's CSP.
 */
export const sandboxPage = (provider: SocialProvider): string => {
  const name = escapeHtml(PROVIDER_NAMES[provider])
  return `<!doctype html>
<html lang="en-IN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>Sign in with ${name} · Sign-in sandbox</title>
  <link rel="stylesheet" href="${SOCIAL_SANDBOX_PATH}/sandbox.css">
  <script src="${SOCIAL_SANDBOX_PATH}/sandbox.js" defer></script>
</head>
<body>
  <main class="sheet" data-provider="${provider}" aria-labelledby="title">
    <h1 id="title">Sign in with ${name}</h1>
    <p class="note">Sandbox: no ${name} account is used. The site gets a token signed by its own test issuer.</p>
    <form>
      <label for="name">Name</label>
      <input id="name" name="name" autocomplete="name" value="Asha Rao" required maxlength="100">
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" value="asha.rao@example.com" required>
      <div class="actions">
        <button type="submit" class="continue">Continue</button>
        <button type="button" class="cancel" data-action="cancel">Cancel</button>
      </div>
      <p class="status" role="status" aria-live="polite"></p>
    </form>
  </main>
</body>
</html>
`
}

const html = (body: string, status = 200) =>
  HttpServerResponse.text(body, {
    status,
    contentType: "text/html; charset=utf-8",
    headers: { "cache-control": "no-store" },
  })

const serveAsset = (name: string, contentType: string) => {
  const body = asset(name)
  return HttpRouter.add("GET", `${SOCIAL_SANDBOX_PATH}/${name}`, () =>
    Effect.succeed(
      HttpServerResponse.text(body, { contentType, headers: { "cache-control": "public, max-age=300" } }),
    ),
  )
}

const notFound = HttpServerResponse.text("Not Found", {
  status: 404,
  headers: { "cache-control": "no-store" },
})

/** `/social-sandbox/google/` and `/social-sandbox/facebook/`. */
const sandboxWindow = (provider: SocialProvider) =>
  HttpRouter.add("GET", `${SOCIAL_SANDBOX_PATH}/${provider}/`, () =>
    Effect.succeed(html(sandboxPage(provider))),
  )
const Windows = Layer.mergeAll(sandboxWindow("google"), sandboxWindow("facebook"))

/** Nothing else under the sandbox's path is a page: without this it would reach the renderer. */
const NoSandbox = HttpRouter.add("GET", `${SOCIAL_SANDBOX_PATH}/*`, () => Effect.succeed(notFound))

/**
 * The social sign-in sandbox exists only with the local issuer on (test control, never in
 * production): its tokens are minted through `/api/test/social/token`.
 */
export const SocialSandboxRoutes = Layer.unwrap(
  Effect.map(Effect.service(ServerSettings), (settings) =>
    settings.social.localIssuer
      ? Layer.mergeAll(
          Windows,
          serveAsset("sandbox.js", "text/javascript; charset=utf-8"),
          serveAsset("sandbox.css", "text/css; charset=utf-8"),
          NoSandbox,
        )
      : NoSandbox,
  ),
)
