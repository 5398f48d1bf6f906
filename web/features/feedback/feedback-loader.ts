import { data } from "react-router"
import type { GuestFeedback, ReviewLinkCheck } from "#core/api/feedback.ts"
import { matchRoute } from "#core/routes/match.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"

interface LoaderArgs {
  readonly request: Request
  readonly context?: unknown
}

export type FeedbackLoaderData =
  | { readonly kind: "feedback"; readonly feedback: GuestFeedback }
  | { readonly kind: "failed"; readonly status: number }

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" })

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === "number" ? status : 0
}

/**
 * /feedback/{feedbackId}/, /change/ and /thanks/: the feedback, rendered on the server. An id
 * nobody was given, or one that is not a feedback id at all, is the Not Found page.
 */
export const feedbackLoader = async ({ request, context }: LoaderArgs): Promise<FeedbackLoaderData> => {
  const match = matchRoute(new URL(request.url).pathname)
  const id =
    match?.id === "feedback" || match?.id === "feedbackChange" || match?.id === "feedbackThanks"
      ? match.params.feedbackId
      : undefined
  if (id === undefined) throw notFound()
  try {
    const feedback = await loaderCall(loaderEnv(context), (api) => api.feedback.feedback({ params: { id } }))
    return { kind: "feedback", feedback }
  } catch (error) {
    const status = statusOf(error)
    if (status === 404 || status === 400) throw notFound()
    console.error("Feedback page: the feedback could not be loaded", error)
    return data({ kind: "failed", status }, { status: 503 }) as unknown as FeedbackLoaderData
  }
}

export type ReviewLoaderData =
  | { readonly kind: "verified"; readonly link: ReviewLinkCheck; readonly token: string }
  /** No token, or one that proves no completed stay here: the page explains who may review. */
  | { readonly kind: "unverified"; readonly hotelId: string; readonly message: string | null }

/**
 * /tripadvisor/reviews-{hotelId}/?token=…: the visitor is recognised by the review link's token
 * from the post-stay e-mail (ADR 093); the check changes nothing.
 */
export const reviewLoader = async ({ request, context }: LoaderArgs): Promise<ReviewLoaderData> => {
  const url = new URL(request.url)
  const match = matchRoute(url.pathname)
  const hotelId = match?.id === "collectReview" ? match.params.hotelId : undefined
  if (hotelId === undefined || !/^[1-9]\d*$/.test(hotelId)) throw notFound()
  const token = url.searchParams.get("token") ?? ""
  if (token === "") return { kind: "unverified", hotelId, message: null }
  try {
    const link = await loaderCall(loaderEnv(context), (api) =>
      api.feedback.reviewLink({ query: { hotel_id: hotelId, token } }),
    )
    return { kind: "verified", link, token }
  } catch (error) {
    const message = (error as { message?: unknown } | null)?.message
    return {
      kind: "unverified",
      hotelId,
      message: statusOf(error) === 403 && typeof message === "string" ? message : null,
    }
  }
}
