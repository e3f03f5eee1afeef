import type { MailMessage } from "@/domain/ports/mail";

/** A paragraph of plain words, or a link shown with its address in the text version. */
export type Paragraph = string | { text: string; href: string };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/**
 * Both versions of a message from one list of paragraphs, so they never say different things.
 * The HTML is plain: no images, no remote styles, no tracking, so it reads the same everywhere.
 */
export function renderMessage(to: string, subject: string, paragraphs: Paragraph[]): MailMessage {
  const text = paragraphs.map((p) => (typeof p === "string" ? p : `${p.text}:\n${p.href}`)).join("\n\n");
  const body = paragraphs
    .map((p) =>
      typeof p === "string"
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a></p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 16px; line-height: 1.5; color: #1a1a1a;">
${body}
<p style="color: #555;">Keystone Home Credit</p>
</body></html>`;
  return { to, subject, text: `${text}\n\nKeystone Home Credit\n`, html };
}
