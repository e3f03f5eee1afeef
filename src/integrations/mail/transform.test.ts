import { describe, expect, it } from "vitest";
import { toNodemailer } from "./transform";

describe("mail message for nodemailer", () => {
  it("keeps the addresses and text, and hands attachments over as Buffers of the same bytes", () => {
    const options = toNodemailer("Keystone <no-reply@k.test>", {
      to: "ann@mail.test",
      subject: "Your disclosure",
      text: "Attached.",
      attachments: [
        { filename: "d.pdf", contentType: "application/pdf", content: new Uint8Array([37, 80, 68, 70]) },
      ],
    });
    expect(options).toMatchObject({
      from: "Keystone <no-reply@k.test>",
      to: "ann@mail.test",
      text: "Attached.",
    });
    const content = options.attachments?.[0]?.content;
    expect(Buffer.isBuffer(content)).toBe(true);
    expect((content as Buffer).toString("latin1")).toBe("%PDF");
  });
});
