import type { Page } from "@playwright/test";
import { applicationSubmitted } from "./application-api";
import { fitsThePhone } from "./application-screens";
import {
  aPdf,
  aPhoto,
  type Checklist,
  chooseFiles,
  disclosuresSigned,
  everyMissingDocumentUploaded,
  identityVerified,
} from "./closing-screens";
import { expect, type Fixtures, test } from "./fixtures";
import { prequalApi } from "./prequal-api";

/**
 * The closing steps before the documents (decisions 038, 041), through their screens: consent to
 * electronic documents with the PDF's code, sign the disclosures, then verify identity with a
 * passport's front. Ends on the upload step.
 */
async function disclosuresSignedAndIdentityVerified(page: Page, visit: Fixtures["visit"]) {
  await visit("/app/application/sign");
  await disclosuresSigned(page, "Pat Landlord");
  await identityVerified(page);
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
  await chooseFiles(page, line.getByRole("button", { name: `Take a photo for ${paperLine.label}` }), [
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
  await chooseFiles(page, line.getByRole("button", { name: `Choose files for ${paperLine.label}` }), [
    { name: "long-statement.pdf", mimeType: "application/pdf", buffer: await aPdf("Statement", 5_600_000) },
  ]);
  await expect(line.getByText("long-statement.pdf")).toBeVisible({ timeout: 60_000 });
  // The name shows as the upload starts; two 5 MB chunks, a cut and a resume take seconds on a busy machine.
  await expect(line.getByRole("progressbar")).toHaveCount(0, { timeout: 60_000 });
  expect(cut).toBe(true);
  expect(offsets).toEqual(["0", String(5 * 1024 * 1024), String(5 * 1024 * 1024)]);
  await page.unroute("**/api/uploads/**");

  // A text file renamed .pdf: refused, its sentence beside it.
  await chooseFiles(page, line.getByRole("button", { name: `Choose files for ${paperLine.label}` }), [
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
  await everyMissingDocumentUploaded(page, api);

  await expect(continueButton).toBeEnabled();
  await fitsThePhone(page);
  await continueButton.click();
  await expect(page).toHaveURL(/\/app\/application\/loan-disbursement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Where your money goes" })).toBeVisible();
  expect(await axe(), "accessibility after Continue").toEqual([]);
});
