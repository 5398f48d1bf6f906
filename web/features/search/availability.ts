import { serialiseRoomConfig } from "#core/search/room-config.ts"
import type { Availability, AvailabilityRequest } from "#machines/search-widget.types.ts"

const isRoom = (value: unknown): value is Availability["rooms"][number] =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { type?: unknown }).type === "string" &&
  typeof (value as { count?: unknown }).count === "number"

/**
 * GET /api/v2/hotels/{id}/availability/ (spec-search §7), reading only `data.rooms`. A plain
 * fetch rather than the typed client, so the widget does not wait on the availability contract
 * (ADR 063); any failure rejects, and the widget then shows the results page.
 */
export const fetchAvailability = async (
  request: AvailabilityRequest,
  signal?: AbortSignal,
): Promise<Availability> => {
  const query = new URLSearchParams({
    checkin: request.checkin,
    checkout: request.checkout,
    roomconfig: serialiseRoomConfig(request.rooms),
  })
  const response = await fetch(
    `/api/v2/hotels/${encodeURIComponent(request.hotelId)}/availability/?${query}`,
    { headers: { accept: "application/json" }, signal },
  )
  if (!response.ok) throw new Error(`availability answered ${response.status}`)
  const body: unknown = await response.json()
  const rooms = (body as { data?: { rooms?: unknown } } | null)?.data?.rooms
  if (!Array.isArray(rooms) || !rooms.every(isRoom)) throw new Error("availability answered no rooms list")
  return { rooms }
}
