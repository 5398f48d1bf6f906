import { type ActorRefFrom, assign, type SnapshotFrom, setup, stopChild } from "xstate"
import { toastMachine } from "./toast.machine.ts"

/** spec-search §4: two kinds of toast. */
export type ToastKind = "success" | "error"

export interface Toast {
  readonly id: string
  readonly kind: ToastKind
  readonly message: string
  readonly timer: ActorRefFrom<typeof toastMachine>
}

export type ToastsEvent =
  | { readonly type: "toast.show"; readonly kind: ToastKind; readonly message: string }
  | { readonly type: "toast.dismiss"; readonly id: string }

/**
 * The toasts at the bottom right (spec-search §4), oldest first. Each has its own timer actor, so
 * a toast shown later does not shorten or lengthen an earlier one's 5 s.
 */
export const toastsMachine = setup({
  types: {
    context: {} as { readonly toasts: ReadonlyArray<Toast> /** Makes ids unique. */; readonly shown: number },
    events: {} as ToastsEvent,
  },
  actors: { toastTimer: toastMachine },
  guards: {
    isShown: ({ context, event }) =>
      event.type === "toast.dismiss" && context.toasts.some((t) => t.id === event.id),
  },
  actions: {
    show: assign(({ context, event, spawn }) => {
      if (event.type !== "toast.show") return {}
      const id = `toast-${context.shown + 1}`
      const timer = spawn("toastTimer", { id, input: { id } })
      return {
        shown: context.shown + 1,
        toasts: [...context.toasts, { id, kind: event.kind, message: event.message, timer }],
      }
    }),
    stopTimer: stopChild(({ context, event }) =>
      event.type === "toast.dismiss" ? (context.toasts.find((t) => t.id === event.id)?.timer ?? "") : "",
    ),
    remove: assign(({ context, event }) =>
      event.type === "toast.dismiss" ? { toasts: context.toasts.filter((t) => t.id !== event.id) } : {},
    ),
  },
}).createMachine({
  id: "toasts",
  context: { toasts: [], shown: 0 },
  on: {
    "toast.show": { actions: "show" },
    // Sent by the close button and by a toast's own timer.
    "toast.dismiss": { guard: "isShown", actions: ["stopTimer", "remove"] },
  },
})

export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>
