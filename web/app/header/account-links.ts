import type { PlainMessageKey } from "#core/i18n/translate.ts"
import { loginHref, returnPathOf } from "#core/routes/guards.ts"
import { href } from "#core/routes/href.ts"
import { matchRoute } from "#core/routes/match.ts"
import type { RouteId } from "#core/routes/registry.ts"
import type { Channel } from "../../lib/app-config.tsx"
import { clubShown } from "../../lib/club.ts"

export interface AccountLink {
  readonly label: PlainMessageKey
  readonly to: string
}

export interface AccountLinkOptions {
  readonly channel: Channel
  readonly rewardsEnabled: boolean
}

/**
 * The 'My Account' menu's links (spec-checkout §2): My Profile, Booking History, and My Treebo Club
 * where the channel shows the club.
 */
export const accountLinks = ({ channel, rewardsEnabled }: AccountLinkOptions): AccountLink[] => [
  { label: "account.menu.profile", to: href("profile") },
  { label: "account.menu.bookings", to: href("bookingHistory") },
  ...(clubShown(channel, rewardsEnabled)
    ? [{ label: "account.menu.club", to: href("accountRewards") } as const]
    : []),
]

/** The sign-in, sign-up and password pages: a Sign In link from them keeps their return path. */
const AUTH_PAGES: ReadonlyArray<RouteId> = ["login", "signup", "forgotPassword"]

/**
 * 'Sign In' carrying the origin path (spec-checkout §2). From a page of the sign-in flow itself it
 * carries that page's own return path instead, so the origin is not lost in nested redirects.
 */
export const signInHref = (pathname: string, search: string): string => {
  const id = matchRoute(pathname)?.id
  const origin = pathname + search
  return loginHref(id !== undefined && AUTH_PAGES.includes(id) ? returnPathOf(origin) : origin)
}
