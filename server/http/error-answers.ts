import { HttpServerResponse } from "effect/http"
import { ERROR_STATUS, type ErrorKind } from "#core/api/errors.ts"

/** A failure in the contract's shape, for answers made outside an endpoint (ADR 004). */
export const apiErrorAnswer = (kind: ErrorKind, code: string, message: string) =>
  HttpServerResponse.jsonUnsafe({ _tag: kind, errors: [{ code, message }] }, { status: ERROR_STATUS[kind] })

const sorryPage = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sorry, something went wrong.</title></head><body><main><h1>Sorry, something went wrong.</h1><p>Please try again in a moment.</p><p><a href="/">Go to the home page</a></p></main></body></html>`

/**
 * A page-side failure the web app could not render itself: spec-search §8's 'Sorry, something went
 * wrong.' for our faults, never an empty body.
 */
export const pageErrorAnswer = (status: number) =>
  status === 404
    ? HttpServerResponse.text("Not Found", { status, headers: { "cache-control": "no-store" } })
    : HttpServerResponse.text(sorryPage, {
        status,
        contentType: "text/html; charset=utf-8",
        headers: { "cache-control": "no-store" },
      })
