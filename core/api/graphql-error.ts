/** One entry of a GraphQL answer's `errors` (GraphQL spec §7.1.2: every entry has a message). */
export interface GraphqlError {
  readonly message: string
}

export interface GraphqlErrorText {
  /** One line per error for the log, each prefixed with the operation's name. */
  readonly logged: ReadonlyArray<string>
  /** What the visitor is shown: the first error's prefixed message after its first colon. */
  readonly displayed: string
}

const prefixed = (operationName: string, error: GraphqlError) => `${operationName}: ${error.message}`

/**
 * spec-checkout §8: 'GraphQL errors are logged; the operation name is prefixed to the message and
 * the displayed text is the part after the first colon.' The message shown is the first error's
 * (§8: 'The error message is read from the first error entry's message'). Operation names cannot
 * contain a colon (GraphQL spec §2.1.9 'Names'), so the prefix never reaches the visitor.
 */
export const graphqlErrorMessage = (
  operationName: string,
  errors: readonly [GraphqlError, ...ReadonlyArray<GraphqlError>],
): GraphqlErrorText => {
  const logged = errors.map((error) => prefixed(operationName, error))
  const first = logged[0]!
  return { logged, displayed: first.slice(first.indexOf(":") + 1).trim() }
}
