import { data } from "react-router"
import type { ConfirmedBooking } from "#core/api/checkout.ts"
import { matchRoute } from "#core/routes/match.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"

export type ConfirmationLoaderData =
  | { readonly kind: "booking"; readonly booking: ConfirmedBooking }
  /** The booking could not be loaded (spec-checkout §8 'Confirmation failure: the error is stored'). */
  | { readonly kind: "failed"; readonly status: number }

interface LoaderArgs {
  readonly request: Request
  readonly context?: unknown
}

const notFound = () => new Response(null, { status: 404, statusText: "Not Found" })

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === "number" ? status : 0
}

/**
 * /confirmation/{bookingId}/: the booking, rendered on the server. An id no order has, or one that
 * is not an order id at all (400), is the Not Found page: both mean there is no such booking.
 */
export const confirmationLoader = async ({
  request,
  context,
}: LoaderArgs): Promise<ConfirmationLoaderData> => {
  const match = matchRoute(new URL(request.url).pathname)
  const orderId = match?.id === "confirmation" ? match.params.bookingId : undefined
  if (orderId === undefined) throw notFound()
  try {
    const booking = await loaderCall(loaderEnv(context), (api) =>
      api.orders.confirmedBooking({ params: { orderId } }),
    )
    return { kind: "booking", booking }
  } catch (error) {
    const status = statusOf(error)
    if (status === 404 || status === 400) throw notFound()
    console.error("Confirmation page: the booking could not be loaded", error)
    // 503 for the document, so no cache keeps the failure as the page.
    return data({ kind: "failed", status }, { status: 503 }) as unknown as ConfirmationLoaderData
  }
}
