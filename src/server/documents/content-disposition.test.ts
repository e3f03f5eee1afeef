import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition (RFC 6266 and RFC 8187)", () => {
  it("keeps a plain name that already ends in its type's extension", () => {
    expect(attachmentDisposition("pay stub.pdf", "application/pdf")).toBe(
      `attachment; filename="pay stub.pdf"; filename*=UTF-8''pay%20stub.pdf`,
    );
  });

  it("ends the name in the stored type's extension: a double extension or a converted HEIC cannot save as something else", () => {
    expect(attachmentDisposition("statement.pdf.exe", "application/pdf")).toContain(
      'filename="statement.pdf.exe.pdf"',
    );
    expect(attachmentDisposition("IMG_0001.HEIC", "image/jpeg")).toContain('filename="IMG_0001.HEIC.jpg"');
    expect(attachmentDisposition("scan.PNG", "image/png")).toContain('filename="scan.PNG"');
  });

  it("cannot be broken out of: quotes, backslashes, semicolons and line breaks never reach the header raw", () => {
    const header = attachmentDisposition('a";\r\nSet-Cookie: x=1\\.pdf', "application/pdf");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('"')).toHaveLength(3);
    expect(header).toContain(`filename="a____Set-Cookie: x=1_.pdf"`);
  });

  it("gives the exact name in UTF-8 and an ASCII stand-in", () => {
    expect(attachmentDisposition("relevé n°3.pdf", "application/pdf")).toBe(
      `attachment; filename="relev_ n_3.pdf"; filename*=UTF-8''relev%C3%A9%20n%C2%B03.pdf`,
    );
  });
});
