import { expect, type Page } from "@playwright/test"
import { addDays } from "#core/dates/calendar-day.ts"
import { dayInIndia } from "#core/dates/today.ts"
import type { RouteId } from "#core/routes/registry.ts"
import { routeExamples } from "./route-examples.ts"

/**
 * One page of the screenshot gallery (`npm run screenshots`) and of the layout checks
 * (tests/e2e/layout.spec.ts): an address, and the steps that bring the page to the state shown.
 */
export interface GalleryPage {
  /** File-safe: the screenshots are `<name>-375.png` and `<name>-1280.png`. */
  readonly name: string
  readonly path: string
  /** Runs once the page has hydrated; leaves the state to be looked at on screen. */
  readonly prepare?: (page: Page) => Promise<void>
  /**
   * The page logs an error the browser raises itself: the 404 of a Not Found document, or the
   * itinerary's refused cart call without a stay. The page shows its message; that is its state.
   */
  readonly logsFailedLoad?: boolean
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768

/** A stay four weeks ahead, two nights, two adults, so the hotel page shows its room prices. */
const stayQuery = () => {
  const checkin = addDays(dayInIndia(Date.now()), 28)
  return new URLSearchParams({ checkin, checkout: addDays(checkin, 2), roomconfig: "2-0" }).toString()
}

const typeKora = async (page: Page) => {
  const location = page.getByRole("combobox", { name: "Location" })
  await location.click()
  await location.fill("kora")
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first()).toBeVisible()
}

const routePages: GalleryPage[] = (
  Object.entries(routeExamples) as Array<[RouteId, (typeof routeExamples)[RouteId]]>
)
  // A redirect's page is its target's, shown under the target's own route.
  .filter(([, { status }]) => status !== 302)
  .map(([id, { path, status }]) => ({
    name: id,
    path,
    ...(status === 404 || id === "itinerary" ? { logsFailedLoad: true } : {}),
  }))

/** States a traveller reaches on those pages without booking: open widgets, sheets and errors. */
const statePages: GalleryPage[] = [
  { name: "home-suggestions", path: "/", prepare: typeKora },
  {
    name: "home-date-picker",
    path: "/",
    prepare: async (page) => {
      await typeKora(page)
      await page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first().click()
      await expect(
        page.getByRole("dialog", { name: "Choose your check-in and check-out dates" }),
      ).toBeVisible()
      await expect(page.locator(".calendarLoading")).toHaveCount(0)
    },
  },
  {
    name: "home-rooms",
    path: "/",
    prepare: async (page) => {
      await page.getByRole("button", { name: /Room/ }).first().click()
      await expect(page.getByRole("button", { name: "Apply" })).toBeVisible()
    },
  },
  {
    name: "listing-filters",
    path: "/hotels-in-bengaluru/",
    prepare: async (page) => {
      if (isPhone(page)) await page.getByRole("button", { name: "Filters", exact: true }).click()
      const brand = page.locator('fieldset[data-filter-group="brand"] label').first()
      await brand.click()
      await expect(brand.getByRole("checkbox")).toBeChecked()
    },
  },
  {
    name: "listing-change-search",
    path: "/hotels-in-bengaluru/",
    prepare: async (page) => {
      await page.getByText("Change search").click()
      await expect(page.getByRole("main").getByRole("button", { name: "Search", exact: true })).toBeVisible()
    },
  },
  {
    name: "login-errors",
    path: "/login/",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Sign in", exact: true }).click()
      await expect(page.getByRole("textbox", { name: "E-mail address" })).toHaveAttribute(
        "aria-invalid",
        "true",
      )
    },
  },
  {
    name: "hotel-rooms",
    path: `${routeExamples.hotelDetail.path}?${stayQuery()}`,
    prepare: async (page) => {
      await expect(page.locator("[data-rate-plan]").first()).toBeVisible()
    },
  },
  {
    name: "itinerary-stay",
    path: `${routeExamples.itinerary.path}?hotel_id=1044&${stayQuery()}`,
    prepare: async (page) => {
      await expect(page.getByTestId("checkout-total")).toBeVisible()
    },
  },
]

export const galleryPages: ReadonlyArray<GalleryPage> = [...routePages, ...statePages]
