import type { ReactNode } from "react"
import { SessionProvider, type SessionSlot } from "../features/account/session.tsx"
import { type AppConfig, AppConfigProvider } from "../lib/app-config.tsx"
import { I18nProvider } from "../lib/i18n.tsx"
import { ToastProvider } from "./toasts/toast-provider.tsx"

interface AppProvidersProps {
  readonly config: AppConfig
  /** The browser's auth session; the server renders without one, so its HTML is anonymous. */
  readonly session?: SessionSlot
  readonly children: ReactNode
}

/** Everything above the router; the same tree on the server and in the browser. */
export function AppProviders({ config, session, children }: AppProvidersProps) {
  return (
    <AppConfigProvider config={config}>
      <I18nProvider locale={config.locale}>
        <SessionProvider session={session}>
          <ToastProvider>{children}</ToastProvider>
        </SessionProvider>
      </I18nProvider>
    </AppConfigProvider>
  )
}
