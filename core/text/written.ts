/** Control characters other than the line feed: no traveller types them, PostgreSQL refuses NUL. */
const CONTROL_BUT_LINE_FEED = /[^\P{Cc}\n]/u

/**
 * Whether text a person wrote in a multi-line box can be kept as it is: line breaks yes; tabs,
 * other control characters and lone surrogates no.
 */
export const isWrittenText = (text: string): boolean =>
  !CONTROL_BUT_LINE_FEED.test(text) && text.isWellFormed()

/** Line breaks as line feeds alone, whether the box sent CRLF, CR or LF. */
export const withLineFeeds = (text: string): string => text.replace(/\r\n?/g, "\n")
