import type { PaymentOffer } from "#core/api/checkout.ts"
import { PAYMENT_OFFERS } from "#fixtures/data/payment-offers.ts"

/** GET /api/v1/contents/?key=payment_gateway: the payment partners' cashback offers. */
export const paymentGatewayContent = (): { key: string; offers: ReadonlyArray<PaymentOffer> } => ({
  key: "payment_gateway",
  offers: PAYMENT_OFFERS.map((offer) => ({
    id: offer.id,
    title: offer.title,
    description: offer.description,
    method: offer.method,
    percent: offer.percent,
    max_cashback: offer.maxCashbackPaise,
    min_amount: offer.minAmountPaise,
  })),
})
