/**
 * Wordmarks of the site and its brands, drawn as inline SVG so the header needs no image
 * request. Each takes an accessible name; text uses the system font stack like the page.
 */

import type { ReactNode } from "react"
import styles from "./brand-logos.module.css"

interface LogoProps {
  /** Accessible name; omit when a visible label next to the logo already names it. */
  readonly label?: string
  readonly className?: string
}

/** The svg element of every logo: named when labelled, hidden from assistive tech otherwise. */
function LogoFrame({
  label,
  className,
  height,
  children,
}: LogoProps & { readonly height: number; readonly children: ReactNode }) {
  return label === undefined ? (
    <svg viewBox={`0 0 132 ${height}`} width="132" height={height} className={className} aria-hidden="true">
      {children}
    </svg>
  ) : (
    <svg
      viewBox={`0 0 132 ${height}`}
      width="132"
      height={height}
      className={className}
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {children}
    </svg>
  )
}

const FONT = "system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif"

/** The site's mark: a rounded tile with a tree, then the wordmark. */
export function TreeboLogo({ label, className }: LogoProps) {
  return (
    <LogoFrame label={label} className={className} height={36}>
      <rect x="0" y="2" width="32" height="32" rx="9" className={styles.tile} />
      <circle cx="16" cy="14" r="7.5" fill="#fff" />
      <circle cx="11" cy="17.5" r="4.5" fill="#fff" />
      <circle cx="21" cy="17.5" r="4.5" fill="#fff" />
      <rect x="14.5" y="19" width="3" height="9" rx="1.5" fill="#fff" />
      <text
        x="40"
        y="26"
        fontFamily={FONT}
        fontSize="24"
        fontWeight="700"
        letterSpacing="-0.5"
        className={styles.word}
      >
        treebo
      </text>
    </LogoFrame>
  )
}

export function TreeboPremiumLogo({ label, className }: LogoProps) {
  return (
    <LogoFrame label={label} className={className} height={44}>
      <text x="66" y="22" textAnchor="middle" fontFamily={FONT} fontSize="22" fontWeight="700" fill="#1f2a37">
        treebo
      </text>
      <rect x="30" y="28" width="72" height="13" rx="2" fill="#9a7a2c" />
      <text
        x="66"
        y="38"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="9"
        fontWeight="700"
        letterSpacing="3"
        fill="#fff"
      >
        PREMIUM
      </text>
    </LogoFrame>
  )
}

export function ItsyLogo({ label, className }: LogoProps) {
  return (
    <LogoFrame label={label} className={className} height={44}>
      <text x="66" y="26" textAnchor="middle" fontFamily={FONT} fontSize="28" fontWeight="800" fill="#e2562b">
        itsy
      </text>
      <circle cx="94" cy="9" r="4" fill="#f2a33a" />
      <text
        x="66"
        y="40"
        textAnchor="middle"
        fontFamily={FONT}
        fontSize="9"
        fontWeight="600"
        letterSpacing="4"
        fill="#7a3b22"
      >
        HOTELS
      </text>
    </LogoFrame>
  )
}

export function MedalioLogo({ label, className }: LogoProps) {
  return (
    <LogoFrame label={label} className={className} height={44}>
      <circle cx="18" cy="22" r="11" fill="none" stroke="#3d2f6b" strokeWidth="2.5" />
      <path d="M18 15.5l2 4.2 4.5.6-3.3 3.1.8 4.5-4-2.2-4 2.2.8-4.5-3.3-3.1 4.5-.6z" fill="#3d2f6b" />
      <text
        x="36"
        y="28"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontSize="17"
        letterSpacing="2.5"
        fill="#3d2f6b"
      >
        MEDALIO
      </text>
    </LogoFrame>
  )
}
