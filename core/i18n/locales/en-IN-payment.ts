/** Texts of the payment-processing and confirmation pages, in en-IN; part of the default messages (en-IN.ts). */
export const paymentMessages = {} as const
