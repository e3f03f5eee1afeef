import fs from "node:fs";
import path from "node:path";

function* htmlFiles(dir: string, prefix = ""): Generator<[route: string, file: string]> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file, `${prefix}/${entry.name}`);
    else if (entry.name.endsWith(".html")) yield [`${prefix}/${entry.name.slice(0, -".html".length)}`, file];
  }
}

/** The route of the prerendered 404 page, which answers every public path no page has. */
export const NOT_FOUND_ROUTE = "/_not-found";

/**
 * The HTML of every page the build prerendered (`.next/server/app/**.html`), by route: `/` for
 * `index.html`, `/insight-blog/what-is-a-heloc` for its file, `/_not-found` for the 404 page.
 * Read once at start; the build does not change while the server runs.
 */
export function readPrerenderedPages(appDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [route, file] of htmlFiles(appDir)) {
    pages.set(route === "/index" ? "/" : route, fs.readFileSync(file, "utf8"));
  }
  if (!pages.has(NOT_FOUND_ROUTE))
    throw new Error(`No prerendered 404 page in ${appDir}: build the site first`);
  return pages;
}
