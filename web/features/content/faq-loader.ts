import type { FaqSection } from "#core/content/faq.ts"
import { translatorFor } from "#core/i18n/locales.ts"
import { href } from "#core/routes/href.ts"
import { loaderCall, loaderEnv } from "../../lib/loader-env.ts"
import type { PageHead } from "../../lib/page-head.ts"

export interface FaqData {
  readonly sections: ReadonlyArray<FaqSection>
  readonly head: PageHead
}

/**
 * /faq/ (spec-checkout §2 'FAQ page'), from GET /api/v1/contents/?key=faq_content. Without the
 * content the page has nothing to show, so a failure goes to the route's error boundary (500, not
 * cached) rather than an empty page cached for an hour.
 */
export const faqLoader = async ({ context }: { readonly context?: unknown }): Promise<FaqData> => {
  const env = loaderEnv(context)
  const content = await loaderCall(env, (api) => api.content.contents({ query: { key: "faq_content" } }))
  if (content.key !== "faq_content") throw new Error(`Content ${content.key} is not the FAQ`)
  const t = translatorFor(env.locale)
  return {
    sections: content.sections,
    head: {
      title: t("meta.faq.title"),
      description: t("meta.faq.description"),
      canonicalPath: href("faq"),
      // Search engines read questions and answers from schema.org's FAQPage (data, never run).
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: content.sections.flatMap((section) =>
            section.questions.map((q) => ({
              "@type": "Question",
              name: q.question,
              acceptedAnswer: { "@type": "Answer", text: q.answer },
            })),
          ),
        },
      ],
    },
  }
}
