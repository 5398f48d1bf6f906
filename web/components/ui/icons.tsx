import type { ReactNode } from "react"

/** Small line icons (24px grid, currentColor). Decorative unless a label is given. */

interface IconProps {
  readonly size?: number
  readonly className?: string
}

function Icon({ size, className, children }: { size: number; className?: string; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  )
}

export const ChevronDownIcon = ({ size = 16, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
)

export const PhoneIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </Icon>
)

export const ChatIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.4L3 21l2.1-5.7A8.4 8.4 0 1 1 21 11.5z" />
  </Icon>
)

export const HeadsetIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </Icon>
)

export const UserIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
)

export const SearchIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </Icon>
)

export const PinIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
)

export const ClockIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
)

export const BuildingIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <rect x="5" y="3" width="14" height="18" rx="1" />
    <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2" />
  </Icon>
)

export const FlagIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </Icon>
)

export const CrosshairIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <circle cx="12" cy="12" r="7" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
    <circle cx="12" cy="12" r="2" />
  </Icon>
)

export const CloseIcon = ({ size = 16, className }: IconProps) => (
  <Icon size={size} className={className}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)

export const AlertIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 8v5M12 16.5v.01" />
  </Icon>
)

export const CheckCircleIcon = ({ size = 20, className }: IconProps) => (
  <Icon size={size} className={className}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
)
