import type { Locator, Page } from "@playwright/test";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";
import { pageTexts } from "../../src/server/notices/pdf-text.test-support";
import { applicationSubmitted } from "./application-api";
import { expect, type Fixtures, test } from "./fixtures";
import { prequalApi } from "./prequal-api";

type Checklist = {
  groups: {
    owner: "main" | "coborrower" | "property";
    heading: string | null;
    lines: { type: string; label: string; missing: number }[];
  }[];
};

/** A one-page PDF saying what it is; `padding` bytes of comment in its page make it that much larger. */
async function aPdf(title: string, padding = 0): Promise<Buffer> {
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
function aPhoto(): Promise<Buffer> {
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

const groupName = (group: Checklist["groups"][number]) =>
  group.owner === "main"
    ? "Your documents"
    : group.owner === "coborrower"
      ? "Sam's documents"
      : `Property: ${group.heading}`;

/** Opens a button's file chooser and gives it files, as a person picking them (or taking a photo) does. */
async function choose(
  page: Page,
  button: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(files);
}

/** The code printed in the consent-check PDF, read as the applicant reads it when they open it. */
async function consentCodeFromPdf(page: Page): Promise<string> {
  const response = await page.request.get("/app/application/sign/consent-check.pdf");
  expect(response.status(), "the consent-check PDF opens").toBe(200);
  const text = (await pageTexts(new Uint8Array(await response.body()))).flat().join("\n");
  const spaced = text.match(/^([A-Z0-9] ){5}[A-Z0-9]$/m)?.[0];
  if (!spaced) throw new Error(`no code in the consent-check PDF: ${text}`);
  return spaced.replace(/ /g, "");
}

/**
 * The closing steps before the documents (decisions 038, 041), through their screens: consent to
 * electronic documents with the PDF's code, sign the disclosures, then verify identity with a
 * passport's front. Ends on the upload step.
 */
async function disclosuresSignedAndIdentityVerified(page: Page, visit: Fixtures["visit"]) {
  await visit("/app/application/sign");
  await expect(
    page.getByRole("heading", { level: 1, name: "Review and sign your disclosures" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Code from the PDF" }).fill(await consentCodeFromPdf(page));
  await page.getByRole("button", { name: "I agree: type the code" }).click();
  await page.getByRole("textbox", { name: "Your full name, as your signature" }).fill("Pat Landlord");
  await page.getByRole("checkbox", { name: "I agree to sign electronically" }).check();
  await page.getByRole("button", { name: "Sign all documents" }).click();
  await expect(page.getByText("You signed your disclosures.", { exact: false })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Verify your identity" })).toBeVisible();
  await page.getByRole("combobox", { name: "Kind of ID" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await choose(page, page.getByRole("button", { name: /^Take or choose a photo of .*front$/ }), [
    { name: "passport.jpg", mimeType: "image/jpeg", buffer: await aPhoto() },
  ]);
  await expect(page.getByRole("button", { name: /^The photo of the front is uploaded$/ })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole("button", { name: "Verify my identity" }).click();
  await expect(page.getByText("Thank you: your identity is verified.")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/app\/application\/upload$/);
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/**
 * Issue 10: a borrower with a coborrower and a rental signs the disclosures and verifies their
 * identity, reaches the income documents at 375 px, takes a photo (the camera input, simulated with its file chooser), sends a PDF whose connection
 * is cut mid-way and resumes from the server's offset, sees a refused file's sentence beside it,
 * removes a file, completes the checklist and presses Continue, which leads to where the funds go
 * — with no serious accessibility violation and no CSP violation (the fixture).
 */
test("documents: a borrower with a coborrower and a rental uploads by camera and file chooser, resumes a cut upload, sees a refusal, removes a file, completes the checklist and continues to the funds, at 375 px", async ({
  page,
  visit,
  axe,
}) => {
  test.setTimeout(300_000);
  await applicationSubmitted(page);
  const api = prequalApi(page);
  await disclosuresSignedAndIdentityVerified(page, visit);

  await visit("/app/application/upload");
  await expect(page.getByRole("heading", { level: 1, name: "Upload your documents" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Your documents" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sam's documents" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: /^Property: .*Rental Row/ })).toBeVisible();
  const continueButton = page.getByRole("button", { name: "Continue" });
  await expect(continueButton).toBeDisabled();
  expect(await axe(), "accessibility of the checklist").toEqual([]);
  await fitsThePhone(page);

  const before = await api.query<Checklist>("documents.checklist");
  const main = before.groups.find((g) => g.owner === "main");
  const paperLine = main?.lines.find((l) => l.type !== "id_document" && l.missing > 0);
  if (!main || !paperLine) throw new Error("the main borrower has a document to send");
  const line = page
    .getByRole("region", { name: "Your documents" })
    .getByRole("article", { name: paperLine.label });
  await expect(line.getByText(/^0 of \d+ in$/)).toBeVisible();

  // A photo from the camera: listed, then shown by its thumbnail once its job has re-encoded it.
  await choose(page, line.getByRole("button", { name: `Take a photo for ${paperLine.label}` }), [
    { name: "photo-of-paper.jpg", mimeType: "image/jpeg", buffer: await aPhoto() },
  ]);
  const preview = line.getByRole("img", { name: "Preview of photo-of-paper.jpg" });
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(await axe(), "accessibility with a file listed").toEqual([]);

  // A PDF of two 5 MB chunks whose second PATCH is cut: tus asks the server's offset and goes on from it.
  const offsets: string[] = [];
  let cut = false;
  await page.route("**/api/uploads/**", async (route) => {
    const request = route.request();
    if (request.method() === "PATCH") {
      offsets.push((await request.headerValue("upload-offset")) ?? "");
      if (offsets.length === 2 && !cut) {
        cut = true;
        return route.abort("connectionreset");
      }
    }
    return route.continue();
  });
  await choose(page, line.getByRole("button", { name: `Choose files for ${paperLine.label}` }), [
    { name: "long-statement.pdf", mimeType: "application/pdf", buffer: await aPdf("Statement", 5_600_000) },
  ]);
  await expect(line.getByText("long-statement.pdf")).toBeVisible({ timeout: 60_000 });
  await expect(line.getByRole("progressbar")).toHaveCount(0);
  expect(cut).toBe(true);
  expect(offsets).toEqual(["0", String(5 * 1024 * 1024), String(5 * 1024 * 1024)]);
  await page.unroute("**/api/uploads/**");

  // A text file renamed .pdf: refused, its sentence beside it.
  await choose(page, line.getByRole("button", { name: `Choose files for ${paperLine.label}` }), [
    { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("Just some notes, not a PDF.\n") },
  ]);
  await expect(line.getByRole("alert")).toContainText("notes.pdf");
  await expect(line.getByRole("alert")).toContainText("We can only accept PDF, JPEG, PNG or HEIC files.");
  expect(await axe(), "accessibility with a refusal shown").toEqual([]);
  await line.getByRole("button", { name: "Dismiss" }).click();

  // Remove the photo, after saying yes.
  await line.getByRole("button", { name: "Remove photo-of-paper.jpg" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this file?" });
  await expect(dialog).toBeVisible();
  expect(await axe(), "accessibility of the confirmation").toEqual([]);
  await dialog.getByRole("button", { name: "Remove it" }).click();
  await expect(dialog).toBeHidden();
  await expect(line.getByText("photo-of-paper.jpg")).toHaveCount(0);

  // Everything still missing: the photo ID as a passport's front, the other lines with PDFs, several at once.
  const now = await api.query<Checklist>("documents.checklist");
  for (const group of now.groups) {
    const region = page.getByRole("region", { name: groupName(group), exact: true });
    for (const item of group.lines.filter((l) => l.missing > 0)) {
      const lineRegion = region.getByRole("article", { name: item.label, exact: true });
      if (item.type === "id_document") {
        await lineRegion.getByRole("radio", { name: "Passport" }).check();
        await choose(
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
        await choose(page, lineRegion.getByRole("button", { name: `Choose files for ${item.label}` }), files);
      }
      await expect(lineRegion.getByText("Done", { exact: true })).toBeVisible({ timeout: 60_000 });
    }
  }

  await expect(continueButton).toBeEnabled();
  await fitsThePhone(page);
  await continueButton.click();
  await expect(page).toHaveURL(/\/app\/application\/loan-disbursement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Where your money goes" })).toBeVisible();
  expect(await axe(), "accessibility after Continue").toEqual([]);
});
