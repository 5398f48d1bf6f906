import { sendParent, setup } from "xstate"

/**
 * One toast's timer, spawned by machines/toasts.machine.ts for each toast so that several toasts
 * expire independently. When its lifetime is over it asks the parent to dismiss it.
 */
export const toastMachine = setup({
  types: {
    context: {} as { readonly id: string },
    input: {} as { readonly id: string },
  },
  /** spec-search §9: toast lifetime 5000 ms. */
  delays: { toastLifetime: 5000 },
  actions: {
    expire: sendParent(({ context }) => ({ type: "toast.dismiss", id: context.id })),
  },
}).createMachine({
  id: "toast",
  context: ({ input }) => ({ id: input.id }),
  initial: "shown",
  states: {
    shown: { after: { toastLifetime: { target: "expired", actions: "expire" } } },
    expired: { type: "final" },
  },
})
