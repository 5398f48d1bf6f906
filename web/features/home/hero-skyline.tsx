import styles from "./hero-skyline.module.css"

/**
 * A quiet silhouette along the bottom of the hero: hills, a town, a domed monument and palms.
 * Decorative only, drawn inline so the landing page needs no image request.
 */
export function HeroSkyline() {
  return (
    <svg
      className={styles.skyline}
      viewBox="0 0 1200 200"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
    >
      <path
        className={styles.far}
        d="M0 200V150C120 118 230 128 340 146C450 164 560 112 690 122C820 132 930 160 1040 140C1110 128 1160 120 1200 124V200Z"
      />
      <g className={styles.near}>
        <rect x="60" y="128" width="46" height="72" rx="3" />
        <rect x="112" y="104" width="38" height="96" rx="3" />
        <rect x="156" y="140" width="54" height="60" rx="3" />
        <path d="M216 200v-54l30-22 30 22v54z" />
        <rect x="288" y="120" width="34" height="80" rx="3" />
        <rect x="328" y="150" width="60" height="50" rx="3" />
        <rect x="738" y="96" width="10" height="104" />
        <path d="M736 96h14l-7-16z" />
        <rect x="892" y="96" width="10" height="104" />
        <path d="M890 96h14l-7-16z" />
        <rect x="760" y="134" width="120" height="66" />
        <path d="M772 134c0-34 22-58 48-66 26 8 48 32 48 66z" />
        <rect x="818" y="56" width="4" height="14" />
        <path d="M796 200v-40a24 24 0 0 1 48 0v40z" className={styles.arch} />
        <rect x="980" y="150" width="70" height="50" rx="3" />
        <rect x="1056" y="118" width="40" height="82" rx="3" />
      </g>
      <g className={styles.palm}>
        <path d="M498 200c4-34 6-60 2-92h6c6 32 4 58 0 92z" />
        <path d="M503 108c-18-10-40-8-56 4 18-2 36 0 56-4zM503 108c16-14 38-16 56-8-18 2-36 4-56 8zM503 108c-6-16-22-26-40-26 14 8 28 16 40 26zM503 108c4-16 18-28 36-30-12 10-26 18-36 30z" />
        <path d="M590 200c2-26 2-46-2-70h6c5 24 4 44 1 70z" />
        <path d="M592 130c-14-8-32-6-44 3 14-1 28 0 44-3zM592 130c12-11 30-12 44-6-14 2-28 3-44 6zM592 130c-4-12-17-20-31-20 11 6 22 12 31 20z" />
        <path d="M1140 200c3-30 4-52 0-80h6c5 28 4 50 0 80z" />
        <path d="M1143 120c-16-9-36-7-50 3 16-1 32 0 50-3zM1143 120c14-12 34-14 50-7-16 2-32 3-50 7zM1143 120c-5-14-19-23-35-23 12 7 25 14 35 23z" />
      </g>
    </svg>
  )
}
