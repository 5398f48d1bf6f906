import { Schema } from "effect"

/** spec-checkout §7 'Content': GET /api/v2/contents/?keys=gdc_customer_care_numbers. */
export const GDC_CUSTOMER_CARE_KEY = "gdc_customer_care_numbers"

export const CustomerCareNumber = Schema.Struct({
  purpose: Schema.Literals(["reservations", "existing_bookings", "corporate"]),
  label: Schema.String,
  /** As shown, e.g. '+91 80 4718 0099'. */
  phone: Schema.String,
  hours: Schema.String,
})
export const GdcCustomerCareNumbers = Schema.Array(CustomerCareNumber)
export type GdcCustomerCareNumbers = typeof GdcCustomerCareNumbers.Type

/**
 * The numbers the distribution channel's agents call. Reservations is the gdc channel's support
 * number, which a deployment configures; the other two desks are the product's own.
 */
export const gdcCustomerCareNumbers = (reservationsPhone: string): GdcCustomerCareNumbers => [
  { purpose: "reservations", label: "New and group reservations", phone: reservationsPhone, hours: "24x7" },
  {
    purpose: "existing_bookings",
    label: "Changes to a booking and cancellations",
    phone: "+91 80 4718 0098",
    hours: "8 am to 10 pm, every day",
  },
  {
    purpose: "corporate",
    label: "Corporate accounts and GST invoices",
    phone: "+91 80 4718 0097",
    hours: "9:30 am to 6:30 pm, Monday to Saturday",
  },
]
