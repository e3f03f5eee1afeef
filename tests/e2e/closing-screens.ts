import { expect, type Locator, type Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { pageTexts } from "../../src/server/notices/pdf-text.test-support";
import type { prequalApi } from "./prequal-api";

/**
 * The closing screens after the application (decisions 038, 041, 042): sign, identity, the
 * documents checklist. Shared by the documents spec and the whole-journey spec.
 */

type Axe = () => Promise<string[]>;

export type Checklist = {
  groups: {
    owner: "main" | "coborrower" | "property";
    heading: string | null;
    lines: { type: string; label: string; missing: number }[];
  }[];
};

/** A one-page PDF saying what it is; `padding` bytes of comment in its page make it that much larger. */
export async function aPdf(title: string, padding = 0): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText(title, { x: 72, y: 700, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  if (padding > 0) {
    const comment = doc.context.stream(`% ${"x".repeat(padding)}\n`);
    page.node.addContentStream(doc.context.register(comment));
  }
  return Buffer.from(await doc.save());
}

/** A phone photo of a document: a JPEG with some detail in it. */
export function aPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#f4f1ea" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="600"><rect x="80" y="80" width="640" height="60" fill="#222"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The checklist region a group's lines sit in, as the upload screen names it. */
export const groupName = (group: Checklist["groups"][number], coborrowerFirstName = "Sam") =>
  group.owner === "main"
    ? "Your documents"
    : group.owner === "coborrower"
      ? `${coborrowerFirstName}'s documents`
      : `Property: ${group.heading}`;

/** Opens a button's file chooser and gives it files, as a person picking them (or taking a photo) does. */
export async function chooseFiles(
  page: Page,
  button: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(files);
}

/** The code printed in a consent-check PDF, read as the applicant reads it when they open it. */
async function consentCodeFromPdf(page: Page, pdf: string): Promise<string> {
  const response = await page.request.get(pdf);
  expect(response.status(), "the consent-check PDF opens").toBe(200);
  const text = (await pageTexts(new Uint8Array(await response.body()))).flat().join("\n");
  const spaced = text.match(/^([A-Z0-9] ){5}[A-Z0-9]$/m)?.[0];
  if (!spaced) throw new Error(`no code in the consent-check PDF: ${text}`);
  return spaced.replace(/ /g, "");
}

async function noAxeViolations(axe: Axe | undefined, screen: string) {
  if (axe) expect(await axe(), `accessibility of ${screen}`).toEqual([]);
}

/**
 * The signing steps of one signer (the borrower's sign screen, or the coborrower's own page):
 * consent to electronic documents with the code of their PDF, then sign every disclosure with
 * the typed name.
 */
export async function consentedAndSigned(page: Page, signature: string, consentPdf: string, axe?: Axe) {
  const code = page.getByRole("textbox", { name: "Code from the PDF" });
  await expect(code).toBeVisible();
  await noAxeViolations(axe, "the consent to electronic documents");
  await code.fill(await consentCodeFromPdf(page, consentPdf));
  await page.getByRole("button", { name: "I agree: type the code" }).click();
  await page.getByRole("textbox", { name: "Your full name, as your signature" }).fill(signature);
  await page.getByRole("checkbox", { name: "I agree to sign electronically" }).check();
  await noAxeViolations(axe, "the disclosures to sign");
  await page.getByRole("button", { name: "Sign all documents" }).click();
  await expect(page.getByText("You signed your disclosures.", { exact: false })).toBeVisible();
  await noAxeViolations(axe, "the signed disclosures");
}

/** On /app/application/sign: the borrower consents and signs. Ends on the identity screen. */
export async function disclosuresSigned(page: Page, signature: string, axe?: Axe) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Review and sign your disclosures" }),
  ).toBeVisible();
  await consentedAndSigned(page, signature, "/app/application/sign/consent-check.pdf", axe);
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeVisible();
}

/** A passport's front photographed and verified, by whoever's identity check is on the page. */
export async function passportVerified(page: Page, axe?: Axe) {
  await page.getByRole("combobox", { name: "Kind of ID" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await chooseFiles(page, page.getByRole("button", { name: /^Take or choose a photo of .*front$/ }), [
    { name: "passport.jpg", mimeType: "image/jpeg", buffer: await aPhoto() },
  ]);
  await expect(page.getByRole("button", { name: /^The photo of the front is uploaded$/ })).toBeVisible({
    timeout: 30_000,
  });
  await noAxeViolations(axe, "the identity check before verifying");
  await page.getByRole("button", { name: "Verify my identity" }).click();
  await expect(page.getByText("Thank you: your identity is verified.")).toBeVisible();
}

/** On the identity screen: a passport's front photographed, verified; optionally the insurance linked. */
export async function identityVerified(page: Page, { axe, insurer }: { axe?: Axe; insurer?: string } = {}) {
  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeVisible();
  await passportVerified(page, axe);
  if (insurer) {
    await page.getByRole("textbox", { name: "Insurance company" }).fill(insurer);
    await page.getByRole("button", { name: "Link insurance" }).click();
    await expect(page.getByText(`Your homeowners policy with ${insurer} is linked.`)).toBeVisible();
  }
  await noAxeViolations(axe, "the verified identity");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/application\/upload$/);
}

/**
 * On the upload screen: everything the checklist still misses, the photo ID as a passport's front,
 * every other line as PDFs, several at once; each line then reads Done.
 */
export async function everyMissingDocumentUploaded(
  page: Page,
  api: ReturnType<typeof prequalApi>,
  coborrowerFirstName?: string,
) {
  const now = await api.query<Checklist>("documents.checklist");
  for (const group of now.groups) {
    const region = page.getByRole("region", { name: groupName(group, coborrowerFirstName), exact: true });
    for (const item of group.lines.filter((l) => l.missing > 0)) {
      const lineRegion = region.getByRole("article", { name: item.label, exact: true });
      if (item.type === "id_document") {
        await lineRegion.getByRole("radio", { name: "Passport" }).check();
        await chooseFiles(
          page,
          lineRegion.getByRole("button", { name: "Choose files for Front of your passport" }),
          [{ name: "passport.jpg", mimeType: "image/jpeg", buffer: await aPhoto() }],
        );
      } else {
        const files = await Promise.all(
          Array.from({ length: item.missing }, async (_, i) => ({
            name: `${item.type}-${group.owner}-${i + 1}.pdf`,
            mimeType: "application/pdf",
            buffer: await aPdf(`${item.label} ${i + 1}`),
          })),
        );
        await chooseFiles(
          page,
          lineRegion.getByRole("button", { name: `Choose files for ${item.label}` }),
          files,
        );
      }
      await expect(lineRegion.getByText("Done", { exact: true })).toBeVisible({ timeout: 60_000 });
    }
  }
}
