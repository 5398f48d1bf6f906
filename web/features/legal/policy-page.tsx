import { privacyPolicy } from "#core/content/legal-privacy.ts"
import { LegalDocumentView } from "./legal-document.tsx"

/** /policy/: the privacy policy (spec-checkout §2 route table). */
export function PolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />
}
