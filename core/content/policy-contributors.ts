import { Schema } from "effect"

/** spec-checkout §7 'Content': GET /api/v1/contents/?key=policy_contributors. */
export const POLICY_CONTRIBUTORS_KEY = "policy_contributors"

/** spec-checkout §2 'Responsible disclosure page': a contributor is a name plus a social handle. */
export const PolicyContributor = Schema.Struct({
  name: Schema.String,
  /** As the researcher asked to be credited, e.g. '@handle'. */
  handle: Schema.String,
  /** The profile the handle belongs to. */
  profile_url: Schema.String,
})
export type PolicyContributor = typeof PolicyContributor.Type

export const PolicyContributors = Schema.Struct({
  key: Schema.Literal(POLICY_CONTRIBUTORS_KEY),
  contributors: Schema.Array(PolicyContributor),
})
export type PolicyContributors = typeof PolicyContributors.Type

/** Researchers who reported a valid issue and asked to be named, oldest report first. */
export const policyContributors: PolicyContributors = {
  key: POLICY_CONTRIBUTORS_KEY,
  contributors: [
    { name: "Aditya Kulkarni", handle: "@adityak_sec", profile_url: "https://x.com/adityak_sec" },
    { name: "Meera Nair", handle: "@meeranair", profile_url: "https://github.com/meeranair" },
    { name: "Rohan Deshpande", handle: "@r0handeshpande", profile_url: "https://x.com/r0handeshpande" },
    { name: "Farhan Qureshi", handle: "@farhanq", profile_url: "https://www.linkedin.com/in/farhanq" },
    { name: "Sneha Iyer", handle: "@sneha_bugs", profile_url: "https://x.com/sneha_bugs" },
  ],
}
