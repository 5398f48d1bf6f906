import { href } from "../routes/href.ts"
import type { FooterContent, FooterLink } from "./footer-schema.ts"

/** The content key the footer is served under (spec-checkout §7 'Content': GET /api/v2/contents/). */
export const FOOTER_CONTENT_KEY = "homepage_footer_v2"

/** The two annual returns (Form MGT-7) the company files with the Registrar of Companies. */
const ANNUAL_RETURN_YEARS = ["2023-24", "2024-25"] as const

/** Published with the company's other corporate documents on its own site, like About and Careers. */
const annualReturnUrl = (year: string): string => `https://www.treebo.com/documents/annual-return-${year}.pdf`

export const footerContent: FooterContent = {
  key: FOOTER_CONTENT_KEY,
  columns: [
    {
      id: "explore",
      title: "Explore",
      links: [
        { id: "travel_blog", label: "Travel Blog", kind: "external", href: "https://www.treebo.com/blog/" },
        {
          id: "coupons_offers",
          label: "Coupons & Offers",
          kind: "internal",
          href: `${href("home")}#landing-offers`,
        },
        { id: "about", label: "About Us", kind: "external", href: "https://www.treebo.com/about/" },
        { id: "contact", label: "Contact Us", kind: "support_chat", href: "https://wa.me/918047180000" },
      ],
    },
    {
      id: "company",
      title: "Company",
      links: [
        { id: "careers", label: "Careers", kind: "external", href: "https://careers.treebo.com/" },
        { id: "tech_blog", label: "Technology Blog", kind: "external", href: "https://tech.treebo.com/" },
        {
          id: "professional_network",
          label: "Treebo on LinkedIn",
          kind: "external",
          href: "https://www.linkedin.com/company/treebo-hotels/",
        },
      ],
    },
    {
      id: "legal",
      title: "Policies",
      links: [
        { id: "terms", label: "Terms & Conditions", kind: "internal", href: href("terms") },
        { id: "privacy", label: "Privacy Policy", kind: "internal", href: href("policy") },
        {
          id: "responsible_disclosure",
          label: "Responsible Disclosure",
          kind: "internal",
          href: href("security"),
        },
        ...ANNUAL_RETURN_YEARS.map(
          (year): FooterLink => ({
            id: `annual_return_${year}`,
            label: `Annual Return ${year}`,
            kind: "external",
            href: annualReturnUrl(year),
          }),
        ),
      ],
    },
  ],
  social_links: [
    { network: "facebook", label: "Treebo on Facebook", href: "https://www.facebook.com/TreeboHotels/" },
    { network: "instagram", label: "Treebo on Instagram", href: "https://www.instagram.com/treebohotels/" },
    { network: "x", label: "Treebo on X", href: "https://x.com/treebohotels" },
    {
      network: "linkedin",
      label: "Treebo on LinkedIn",
      href: "https://www.linkedin.com/company/treebo-hotels/",
    },
    { network: "youtube", label: "Treebo on YouTube", href: "https://www.youtube.com/@treebohotels" },
  ],
  app: {
    title: "Get the Treebo app",
    installs: "1 mn+",
    rating: "4.6/5",
    play_store_url: "https://play.google.com/store/apps/details?id=com.treebo.starscream",
    app_store_url: "https://apps.apple.com/in/app/treebo-hotels/id1086165430",
  },
}
