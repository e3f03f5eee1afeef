// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithUi } from "@/ui/ui-providers.test-support";
import { DocumentViewer } from "./document-viewer";

const FILE = { id: "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", displayName: "lunch-menu.pdf" };
const fetched: string[] = [];

function answerWith(pages: Record<number, Response>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      const page = Number(url.split("/").at(-1));
      return pages[page] ?? new Response("This file has no such page.", { status: 404 });
    }),
  );
}
const aPage = (pages: number) =>
  new Response("png", { headers: { "Content-Type": "image/png", "X-Page-Count": String(pages) } });

describe("the reviewer's viewer (decision 096)", () => {
  beforeEach(() => {
    fetched.length = 0;
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:page", revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's drawing of each page, moving page by page up to the last", async () => {
    answerWith({ 1: aPage(2), 2: aPage(2) });
    renderWithUi(<DocumentViewer file={FILE} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "lunch-menu.pdf" });
    expect(await within(dialog).findByRole("img", { name: "Page 1 of 2 of lunch-menu.pdf" })).toBeTruthy();
    expect(fetched).toEqual([`/api/portal-documents/${FILE.id}/pages/1`]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    expect(await within(dialog).findByRole("img", { name: "Page 2 of 2 of lunch-menu.pdf" })).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Next page" })).toHaveProperty("disabled", true),
    );
    expect(within(dialog).getByRole("link", { name: "Download the file" }).getAttribute("href")).toBe(
      `/api/portal-documents/${FILE.id}/file`,
    );
  });

  it("lets the keyboard scroll a page taller than the dialog: its area takes focus and is named", async () => {
    answerWith({ 1: aPage(1) });
    renderWithUi(<DocumentViewer file={FILE} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "lunch-menu.pdf" });
    const area = within(dialog).getByRole("region", { name: "The page of lunch-menu.pdf" });
    expect(area.getAttribute("tabindex")).toBe("0");
    expect(await within(area).findByRole("img", { name: "Page 1 of 1 of lunch-menu.pdf" })).toBeTruthy();
  });

  it("shows the server's sentence when a page cannot be drawn", async () => {
    answerWith({ 1: new Response("This file has no such page, or it could not be drawn.", { status: 404 }) });
    renderWithUi(<DocumentViewer file={FILE} onClose={() => {}} />);
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "This file has no such page, or it could not be drawn.",
    );
  });
});
