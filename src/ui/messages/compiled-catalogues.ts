import compile from "icu-minify/compile";
import { type Locale, type Messages, messagesFor } from "./catalogues";

const compiled = new Map<Locale, Messages>();

function compiledTree(node: unknown): unknown {
  // A JSON copy: icu-minify's choice objects have no prototype, which React will not send to the browser.
  if (typeof node === "string") return JSON.parse(JSON.stringify(compile(node)));
  if (Array.isArray(node)) return node.map(compiledTree);
  if (node && typeof node === "object")
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, compiledTree(value)]));
  return node;
}

/**
 * A locale's catalogue with every message compiled ahead of time (icu-minify), as the browser's
 * use-intl formats them: next.config.ts and vitest.config.ts point `use-intl/format-message` at its
 * format-only build, so no message parser ships to the browser (docs/design.md §6). Compiled once per
 * process. Typed as the source catalogue: use-intl checks keys against that shape.
 */
export function compiledMessagesFor(locale: Locale): Messages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compiledTree(messagesFor(locale)) as Messages;
    compiled.set(locale, messages);
  }
  return messages;
}
