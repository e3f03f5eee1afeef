// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { documentNonce } from "./document-nonce";

afterEach(() => {
  document.head.innerHTML = "";
});

describe("the nonce for Emotion's style tags in the browser", () => {
  it("is the document's, not a later navigation's (the CSP stays the first load's)", () => {
    const script = document.createElement("script");
    script.nonce = "first-load";
    document.head.append(script);
    expect(documentNonce("later-request")).toBe("first-load");
  });

  it("is the server's when the document has no nonced script", () => {
    expect(documentNonce("request")).toBe("request");
  });
});
