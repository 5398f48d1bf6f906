import { useLocation } from "react-router"
import { matchRoute } from "#core/routes/match.ts"
import { BookingPage } from "./booking-page.tsx"
import { CancellationPage } from "./cancellation-page.tsx"

/**
 * /account/booking-history/{segment}/: React Router matches whole segments only, so one route
 * serves both one booking and the cancellation page (`c-{bookingHash}`); the registry, which
 * tries the cancellation pattern first, says which this path is.
 */
export function BookingOrCancellationPage() {
  const { pathname } = useLocation()
  return matchRoute(pathname)?.id === "cancellation" ? <CancellationPage /> : <BookingPage />
}
