import { termsOfUse } from "#core/content/legal-terms.ts"
import { LegalDocumentView } from "./legal-document.tsx"

/** /terms/: the booking terms (spec-checkout §2 route table). */
export function TermsPage() {
  return <LegalDocumentView document={termsOfUse} />
}
