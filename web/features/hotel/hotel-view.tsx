import { useActorRef, useMachine, useSelector } from "@xstate/react"
import { memo, useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useLocation, useNavigate } from "react-router"
import { daysBetween } from "#core/dates/calendar-day.ts"
import type { Stay } from "#core/dates/stay.ts"
import { slugify } from "#core/routes/slug.ts"
import { parseRoomConfig, serialiseRoomConfig } from "#core/search/room-config.ts"
import type { RoomOccupancy } from "#core/search/suggestion.ts"
import {
  type CouponOutcome,
  couponOutcome,
  isRefreshing,
  type RoomPricesRequest,
  type RoomPricesSnapshot,
} from "#machines/room-prices.machine.ts"
import {
  bookHref,
  roomOptions,
  roomSelectionMachine,
  selectedPlan,
} from "#machines/room-selection.machine.ts"
import { useAppConfig } from "../../lib/app-config.tsx"
import { useT } from "../../lib/i18n.tsx"
import { useSession } from "../account/session.tsx"
import { Gallery as GalleryView } from "./gallery.tsx"
import { bookLink, galleryOf, queryWithStay } from "./hotel-data.ts"
import { HotelFacts as HotelFactsView } from "./hotel-facts.tsx"
import { HotelIntro as HotelIntroView } from "./hotel-intro.tsx"
import type { HotelPageData } from "./hotel-loader.ts"
import { browserRoomPricesMachine, loadTriggers } from "./hotel-machines.ts"
import styles from "./hotel-page.module.css"
import {
  LocationMap as LocationMapView,
  NearbyHotels as NearbyHotelsView,
  NotifyMe,
} from "./hotel-sections.tsx"
import { HotelVideo as HotelVideoView } from "./hotel-video.tsx"
import { QuestionsSection as QuestionsView } from "./questions.tsx"
import { ReviewsSection as ReviewsView } from "./reviews.tsx"
import { RoomList as RoomListView } from "./rooms.tsx"
import { StayForm as StayFormView } from "./stay-form.tsx"
import { BookingSummary } from "./summary.tsx"

const sameOutcome = (a: CouponOutcome | null, b: CouponOutcome | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.asked === b.asked &&
    a.applied === b.applied &&
    a.message === b.message &&
    a.error === b.error)

/*
 * The page renders again whenever the session, the triggers or the selection change: three
 * times more as a cached page settles (session known, triggers, the selection taking the fresh
 * prices; ADR 122). Each section renders again only when its own props change, so those renders cost
 * the parts that show them instead of the whole page: at Lighthouse's 4× slowdown a render of
 * the whole page held the main thread for 50–140 ms.
 */
const Gallery = memo(GalleryView)
const HotelIntro = memo(HotelIntroView)
const StayForm = memo(StayFormView)
const RoomList = memo(RoomListView)
const HotelFacts = memo(HotelFactsView)
const HotelVideo = memo(HotelVideoView)
const LocationMap = memo(LocationMapView)
const ReviewsSection = memo(ReviewsView)
const QuestionsSection = memo(QuestionsView)
const NearbyHotels = memo(NearbyHotelsView)

export function HotelView({ data }: { readonly data: HotelPageData }) {
  const t = useT()
  const { channel } = useAppConfig()
  const navigate = useNavigate()
  const location = useLocation()
  const { hotel } = data
  const [stay, setStay] = useState(data.stay)
  const [rooms, setRooms] = useState(() => parseRoomConfig(data.roomconfig))
  const session = useSession()
  const firstRequest = useMemo(
    (): RoomPricesRequest => ({
      hotelId: hotel.id,
      stay: data.stay,
      rooms: parseRoomConfig(data.roomconfig),
      coupon: null,
      channel,
    }),
    [hotel.id, data.stay, data.roomconfig, channel],
  )
  const prices = useActorRef(browserRoomPricesMachine, {
    input:
      data.roomPrices === null
        ? { request: firstRequest }
        : { request: firstRequest, prices: data.roomPrices },
  })
  /** The latest request: a new stay keeps its coupon, a coupon keeps its stay. */
  const currentRequest = useCallback(
    () => prices.getSnapshot().context.request ?? firstRequest,
    [prices, firstRequest],
  )
  const [selection, sendSelection] = useMachine(roomSelectionMachine, {
    input: { roomTypes: hotel.roomTypes, link: data.link, prices: data.roomPrices, rooms },
  })
  // A reload of the prices shown (freshness, a sign-in) keeps them in view and bookable: no flash.
  const pricesLoading = useSelector(prices, (s) => s.hasTag("roomPricesLoading") && !isRefreshing(s))
  const coupon = useSelector(prices, (s) => couponOutcome(s.context), sameOutcome)
  const couponAsked = useSelector(prices, (s) => s.context.request?.coupon ?? "")
  // A new coupon's call is under way (a new stay with the same coupon keeps its outcome shown).
  const couponBusy = useSelector(
    prices,
    (s) =>
      s.hasTag("roomPricesLoading") &&
      (s.context.request?.coupon ?? "") !== "" &&
      couponOutcome(s.context) === null,
  )
  // The selection hears every completed load; the first one is the server's, already in its input.
  // A subscription, not a selector: a refresh that starts would render the page only to pass nothing on.
  useEffect(() => {
    let heard: RoomPricesSnapshot["context"] | null = null
    const hear = (snapshot: RoomPricesSnapshot) => {
      if (!snapshot.matches("completed") || snapshot.context === heard) return
      heard = snapshot.context
      sendSelection({ type: "prices.set", prices: heard.prices, rooms: heard.request?.rooms ?? [] })
    }
    hear(prices.getSnapshot())
    const subscription = prices.subscribe(hear)
    return () => subscription.unsubscribe()
  }, [prices, sendSelection])

  // The HTML is cached for an hour and rendered without the visitor's session (ADR 075): once the
  // browser knows the session, and whenever it changes (a sign-in, a sign-out), the prices are
  // asked again; the browser's API client sends a member's token, so member prices appear.
  const sessionKey = session.status === "unknown" ? null : `${session.status}:${session.user?.id ?? ""}`
  // A page reached by client-side navigation renders first with the session known: its loader ran
  // in the browser, with that session, just now, so only a later change of session asks again.
  const pricedUnder = useRef(sessionKey)
  useEffect(() => {
    if (sessionKey === null || sessionKey === pricedUnder.current) return
    pricedUnder.current = sessionKey
    const current = prices.getSnapshot().context.request
    if (current !== null) prices.send({ type: "prices.load", request: current })
  }, [sessionKey, prices])

  // The triggers ('Only 2 rooms left') are as old as the HTML too: asked again for each stay. A
  // failure keeps the ones shown (spec-search §8: no message).
  const [triggers, setTriggers] = useState(data.triggers)
  const triggersFor = `${stay.checkin}|${stay.checkout}|${serialiseRoomConfig(rooms)}`
  // Fresh from a browser loader (see pricedUnder) for the first stay: nothing to ask until it changes.
  // Marked when an answer lands, so a call cut short (a newer stay, an unmount) is made again.
  const triggersShownFor = useRef(pricedUnder.current === null ? null : `${hotel.id}|${triggersFor}`)
  useEffect(() => {
    const key = `${hotel.id}|${triggersFor}`
    if (key === triggersShownFor.current) return
    const controller = new AbortController()
    const [checkin = "", checkout = "", roomconfig = ""] = triggersFor.split("|")
    loadTriggers(
      {
        hotelId: hotel.id,
        stay: { checkin, checkout },
        rooms: parseRoomConfig(roomconfig),
        coupon: null,
        channel,
      },
      controller.signal,
    ).then(
      (fresh) => {
        triggersShownFor.current = key
        setTriggers(fresh)
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [triggersFor, hotel.id, channel])

  const { pathname, search } = location
  const changeStay = useCallback(
    (nextStay: Stay, nextRooms: ReadonlyArray<RoomOccupancy>) => {
      setStay(nextStay)
      setRooms(nextRooms)
      prices.send({ type: "prices.load", request: { ...currentRequest(), stay: nextStay, rooms: nextRooms } })
      navigate(
        { pathname, search: queryWithStay(search, nextStay, serialiseRoomConfig(nextRooms)) },
        { replace: true, preventScrollReset: true },
      )
    },
    [prices, currentRequest, navigate, pathname, search],
  )
  const selectRoom = useCallback(
    (roomTypeId: string, code: string) => {
      sendSelection({ type: "room.select", roomTypeId })
      sendSelection({ type: "ratePlan.select", code })
    },
    [sendSelection],
  )

  const gallery = useMemo(
    () => galleryOf(hotel.name, hotel.images, data.images, t("hotel.gallery.all")),
    [hotel, data.images, t],
  )
  const options = useMemo(() => roomOptions(selection.context), [selection.context])
  const chosen = selectedPlan(selection.context)
  const itinerary = bookHref(selection.context, slugify(hotel.address.city))
  const book =
    itinerary === null || chosen === null
      ? null
      : bookLink(itinerary, data.bookQuery, chosen.plan.postTaxPrice)
  const soldOut = selection.matches("soldOut")
  // spec-search §8 'Price call failure': no message. The rooms are listed without prices and
  // nothing can be booked, so the summary has nothing to say either.
  const unpriced = selection.matches("unpriced") && !pricesLoading
  const memberPrices = useSelector(prices, (s) => s.context.prices?.login_coupon_applied === true)
  const pricedStay = selection.context.prices ?? null
  const nights = pricedStay?.nights ?? daysBetween(stay.checkin, stay.checkout)
  const { address } = hotel
  const average = data.ratings?.averageRating ?? hotel.reviews.averageRating
  const reviewCount = data.ratings?.noOfReviews ?? hotel.reviews.noOfReviews

  return (
    <div className={styles.page}>
      <Gallery hotelName={hotel.name} images={gallery.images} tabs={gallery.tabs} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <HotelIntro
            hotel={hotel}
            average={average}
            reviewCount={reviewCount}
            triggers={triggers}
            signedIn={session.status === "signedIn"}
            memberPrices={memberPrices}
            specialRate={data.specialRate}
          />

          <nav className={styles.sectionNav} aria-label={t("hotel.sections")}>
            <a href="#rooms">{t("hotel.section.rooms")}</a>
            <a href="#amenities">{t("hotel.section.amenities")}</a>
            <a href="#policies">{t("hotel.section.policies")}</a>
            <a href="#location">{t("hotel.section.location")}</a>
            <a href="#reviews">{t("hotel.section.reviews")}</a>
            <a href="#questions">{t("hotel.section.questions")}</a>
          </nav>

          <StayForm stay={stay} rooms={rooms} onChange={changeStay} />

          <section
            id="rooms"
            className={styles.section}
            aria-labelledby="rooms-heading"
            aria-busy={pricesLoading}
          >
            <h2 id="rooms-heading" className={styles.sectionHeading}>
              {t("hotel.heading.rooms")}
            </h2>
            {pricesLoading ? (
              <p className={styles.notice} role="status">
                {t("hotel.rooms.loading")}
              </p>
            ) : selection.matches("noRoomFits") ? (
              <p className={styles.notice}>{t("hotel.rooms.noneFit")}</p>
            ) : null}
            {soldOut ? (
              <NotifyMe
                hotelId={hotel.id}
                stay={
                  pricedStay === null ? stay : { checkin: pricedStay.checkin, checkout: pricedStay.checkout }
                }
                roomconfig={serialiseRoomConfig(selection.context.rooms)}
              />
            ) : null}
            <RoomList
              hotelName={hotel.name}
              options={options}
              images={data.images}
              selection={selection.context.selection}
              nights={nights}
              dimmed={pricesLoading}
              onSelect={selectRoom}
            />
          </section>

          <HotelFacts hotel={hotel} />

          {hotel.videoDetails === null ? null : (
            <HotelVideo hotelName={hotel.name} video={hotel.videoDetails} />
          )}

          <section id="location" className={styles.section} aria-labelledby="location-heading">
            <h2 id="location-heading" className={styles.sectionHeading}>
              {t("hotel.heading.location")}
            </h2>
            <LocationMap name={hotel.name} coordinates={hotel.coordinates} />
            {address.landmarks.length === 0 ? null : (
              <ul className={styles.landmarks}>
                {address.landmarks.map((landmark) => (
                  <li key={landmark.id}>{landmark.name}</li>
                ))}
              </ul>
            )}
          </section>

          <ReviewsSection
            hotelId={hotel.id}
            hotelName={hotel.name}
            ratings={data.ratings}
            firstPage={data.reviews}
            thirdParty={data.thirdParty}
          />

          <QuestionsSection hotelId={hotel.id} firstPage={data.questions} />

          {data.nearby.length === 0 ? null : <NearbyHotels hotels={data.nearby} />}
        </div>
        {unpriced ? null : (
          <BookingSummary
            chosen={chosen}
            roomName={hotel.roomTypes.find((r) => r.id === chosen?.price.room_type_id)?.name ?? null}
            book={book}
            nights={nights}
            rooms={selection.context.rooms.length || rooms.length}
            soldOut={soldOut}
            loading={pricesLoading}
            coupon={{
              asked: couponAsked,
              outcome: coupon,
              busy: couponBusy,
              onApply: (code) =>
                prices.send({ type: "prices.load", request: { ...currentRequest(), coupon: code } }),
              onRemove: () =>
                prices.send({ type: "prices.load", request: { ...currentRequest(), coupon: null } }),
            }}
          />
        )}
      </div>
    </div>
  )
}
