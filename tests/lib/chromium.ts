// Debian's Chromium, never a downloaded build: these machines reach no browser CDN. Without the
// networking flags Chromium keeps dialling Google hosts the sandbox refuses. The browser suite and
// the Lighthouse bench launch it the same way.
export const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
} as const
