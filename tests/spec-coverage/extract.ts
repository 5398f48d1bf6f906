/** A text a spec quotes in single quotes, with where it stands. */
export interface QuotedText {
  readonly text: string
  /** 1-based line in the spec file. */
  readonly line: number
}

// A quote opens after a non-word character and closes before one, so apostrophes inside
// words (don't, We’re) and after them (travellers') are never taken for quote marks. The
// typographic ’ is not an ASCII quote at all, so it can stand inside a quoted text.
const wordChar = /[\p{L}\p{N}_]/u

const isWord = (ch: string | undefined): boolean => ch !== undefined && wordChar.test(ch)

/** Every single-quoted text in a Markdown document, in order; a quote never spans lines. */
export function extractQuotedTexts(markdown: string): QuotedText[] {
  const found: QuotedText[] = []
  markdown.split(/\r?\n/).forEach((lineText, index) => {
    for (const text of quotesInLine(lineText)) found.push({ text, line: index + 1 })
  })
  return found
}

function quotesInLine(line: string): string[] {
  const texts: string[] = []
  let open = -1
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== "'") continue
    const before = line[i - 1]
    const after = line[i + 1]
    if (open < 0) {
      if (!isWord(before) && after !== undefined && after !== " " && after !== "'") open = i
    } else if (!isWord(after) && before !== " ") {
      texts.push(line.slice(open + 1, i))
      open = -1
    }
  }
  return texts
}

/** The distinct texts, first occurrence first. */
export function distinctTexts(quotes: readonly QuotedText[]): string[] {
  return [...new Set(quotes.map((q) => q.text))]
}
