import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { galleryPages } from "../lib/gallery-pages.ts"
import { SCREENSHOT_DIR, screenshotPath, WIDTHS } from "./paths.ts"

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const cell = (name: string, width: number) => {
  const file = screenshotPath(name, width)
  if (!existsSync(file)) return `<td class="missing">no ${width} px picture (its test failed)</td>`
  const src = escapeHtml(basename(file))
  return `<td><a href="${src}"><img src="${src}" alt="${escapeHtml(name)} at ${width} px" loading="lazy"></a></td>`
}

/**
 * Global setup: empties the gallery, so no picture from an earlier run passes for this one's, and
 * returns the teardown that writes index.html once every picture is taken.
 */
export default function clearGallery(): () => void {
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true })
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  return writeIndex
}

/** One row per page, the phone and desktop pictures side by side. */
function writeIndex(): void {
  const rows = galleryPages
    .map(
      ({ name, path }) =>
        `<tr><th scope="row">${escapeHtml(name)}<br><code>${escapeHtml(path)}</code></th>${WIDTHS.map((w) => cell(name, w)).join("")}</tr>`,
    )
    .join("\n")
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>StayFinder screenshots</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; }
  table { border-collapse: collapse; }
  th, td { border-top: 1px solid #ccc; padding: 0.5rem; vertical-align: top; text-align: left; }
  th { width: 14rem; word-break: break-all; }
  td img { display: block; border: 1px solid #ccc; }
  td:nth-of-type(1) img { width: 375px; }
  td:nth-of-type(2) img { width: 640px; }
  .missing { color: #a00; }
</style>
<h1>StayFinder screenshots</h1>
<table>
<thead><tr><th>Page</th>${WIDTHS.map((w) => `<th scope="col">${w} px</th>`).join("")}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</html>
`
  writeFileSync(join(SCREENSHOT_DIR, "index.html"), html)
}
