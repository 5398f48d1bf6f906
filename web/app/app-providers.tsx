import type { ReactNode } from "react"
import { type AppConfig, AppConfigProvider } from "../lib/app-config.tsx"
import { I18nProvider } from "../lib/i18n.tsx"
import { ToastProvider } from "./toasts/toast-provider.tsx"

/** Everything above the router, identical on the server and in the browser. */
export function AppProviders({ config, children }: { config: AppConfig; children: ReactNode }) {
  return (
    <AppConfigProvider config={config}>
      <I18nProvider locale={config.locale}>
        <ToastProvider>{children}</ToastProvider>
      </I18nProvider>
    </AppConfigProvider>
  )
}
