import type { HotelImages, RoomRatePlan } from "#core/api/hotel-detail.ts"
import { formatRupees } from "#core/i18n/format.ts"
import { FEW_ROOMS_LEFT } from "#core/search/triggers.ts"
import type { RoomSelection, roomOptions } from "#machines/room-selection.machine.ts"
import { cx } from "../../lib/class-names.ts"
import { useT } from "../../lib/i18n.tsx"
import { planTitle, roomImage, showsStrikePrice, strikedPerNight } from "./hotel-data.ts"
import styles from "./rooms.module.css"

type RoomOption = ReturnType<typeof roomOptions>[number]

interface RoomListProps {
  readonly hotelName: string
  readonly options: ReadonlyArray<RoomOption>
  readonly images: HotelImages | null
  readonly selection: RoomSelection | null
  readonly nights: number
  /** Prices for a new stay are loading: the old ones stay visible but cannot be chosen. */
  readonly dimmed: boolean
  readonly onSelect: (roomTypeId: string, ratePlanCode: string) => void
}

/** The hotel's room types in priority order (spec-search §3 'Room type'), each with its rate plans. */
export function RoomList({ hotelName, options, images, selection, nights, dimmed, onSelect }: RoomListProps) {
  return (
    <ol className={cx(styles.list, dimmed && styles.dimmed)}>
      {options.map((option) => (
        <li key={option.roomType.id}>
          <RoomCard
            hotelName={hotelName}
            option={option}
            imageUrl={roomImage(images, option.roomType.type)}
            selection={selection}
            nights={nights}
            disabled={dimmed}
            onSelect={onSelect}
          />
        </li>
      ))}
    </ol>
  )
}

function RoomCard({
  hotelName,
  option,
  imageUrl,
  selection,
  nights,
  disabled,
  onSelect,
}: {
  readonly hotelName: string
  readonly option: RoomOption
  readonly imageUrl: string | null
  readonly selection: RoomSelection | null
  readonly nights: number
  readonly disabled: boolean
  readonly onSelect: (roomTypeId: string, ratePlanCode: string) => void
}) {
  const t = useT()
  const { roomType, price } = option
  const headingId = `room-${roomType.type}`
  const roomsLeft = price?.rooms_left ?? 0
  const state = option.available ? null : option.price === null ? null : option.reason
  return (
    <article
      className={cx(styles.card, option.selected && styles.cardSelected)}
      aria-labelledby={headingId}
      data-room-type={roomType.type}
      data-state={option.available ? "available" : (state ?? "unpriced")}
    >
      <div className={styles.room}>
        {imageUrl === null ? (
          <span className={styles.noImage} />
        ) : (
          <img
            className={styles.image}
            src={imageUrl}
            alt={`${hotelName}: ${roomType.name}`}
            width={240}
            height={160}
            loading="lazy"
          />
        )}
        <div className={styles.roomText}>
          <h3 id={headingId} className={styles.roomName}>
            {roomType.name}
          </h3>
          <ul className={styles.facts}>
            <li>{t("hotel.room.bed", { bed: t(`filter.bed.${roomType.bed}`) })}</li>
            <li>{t("hotel.room.area", { area: roomType.area })}</li>
            <li>{roomType.maxOccupancy.occupancy}</li>
          </ul>
          {roomType.amenities.length === 0 ? null : (
            <ul className={styles.amenities}>
              {roomType.amenities.map((amenity) => (
                <li key={amenity.id}>{amenity.name}</li>
              ))}
            </ul>
          )}
          {option.available && roomsLeft > 0 && roomsLeft <= FEW_ROOMS_LEFT ? (
            <p className={styles.fewLeft}>{t("hotel.room.fewLeft", { count: roomsLeft })}</p>
          ) : null}
          {state === null ? null : (
            <p className={styles.unavailable} data-testid="room-unavailable">
              {state === "no_room_fits" ? t("hotel.room.noFit") : t("hotel.room.soldOut")}
            </p>
          )}
        </div>
      </div>
      {option.available && price !== null ? (
        <fieldset className={styles.plans} disabled={disabled}>
          <legend className="visually-hidden">{t("hotel.room.plans", { room: roomType.name })}</legend>
          {price.rate_plans.map((plan) => (
            <PlanRow
              key={plan.code}
              plan={plan}
              name={`plan-${roomType.type}`}
              nights={nights}
              checked={selection?.roomTypeId === roomType.id && selection.ratePlanCode === plan.code}
              onChoose={() => onSelect(roomType.id, plan.code)}
            />
          ))}
        </fieldset>
      ) : null}
    </article>
  )
}

function PlanRow({
  plan,
  name,
  nights,
  checked,
  onChoose,
}: {
  readonly plan: RoomRatePlan
  readonly name: string
  readonly nights: number
  readonly checked: boolean
  readonly onChoose: () => void
}) {
  const t = useT()
  const id = `${name}-${plan.code}`
  return (
    <div
      className={cx(styles.plan, checked && styles.planChecked)}
      data-rate-plan={plan.code}
      data-rate-plan-name={plan.name}
    >
      <input
        id={id}
        type="radio"
        name={name}
        className={styles.radio}
        checked={checked}
        onChange={onChoose}
      />
      <label htmlFor={id} className={styles.planText}>
        <span className={styles.planName}>{planTitle(plan, t)}</span>
        <span className={styles.policy}>{plan.cancellation_policy.description}</span>
        <span className={styles.inclusions}>
          {plan.inclusions.length === 0
            ? t("hotel.plan.roomOnly")
            : t("hotel.plan.includes", { items: plan.inclusions.join(", ") })}
        </span>
      </label>
      <div className={styles.price}>
        {showsStrikePrice(plan) ? (
          <p className={styles.was}>
            <span className="visually-hidden">
              {t("hotel.plan.was", { price: formatRupees(strikedPerNight(plan, nights)) })}
            </span>
            <s aria-hidden="true">{formatRupees(strikedPerNight(plan, nights))}</s>
            {plan.discountPercentage > 0 ? (
              <span className={styles.discount}>
                {t("hotel.plan.discount", { percent: plan.discountPercentage })}
              </span>
            ) : null}
          </p>
        ) : null}
        <p className={styles.perNight}>
          <span className={styles.amount} data-testid="plan-per-night">
            {formatRupees(plan.perNightPrice)}
          </span>{" "}
          <span className={styles.per}>{t("hotel.plan.perNight")}</span>
        </p>
        <p className={styles.total}>
          {t("hotel.plan.total", { price: formatRupees(plan.postTaxPrice), count: nights })} ·{" "}
          {t("hotel.plan.inclTaxes")}
        </p>
        <label htmlFor={id} className={cx(styles.choose, checked && styles.chosen)} aria-hidden="true">
          {checked ? t("hotel.plan.selected") : t("hotel.plan.select")}
        </label>
      </div>
    </div>
  )
}
