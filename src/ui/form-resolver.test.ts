import { describe, expect, it } from "vitest";
import { signInInput } from "@/domain/accounts/account-inputs";
import { schemaResolver } from "./form-resolver";

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as never;

describe("schemaResolver", () => {
  it("puts a rule about the whole form (signInInput: password or code) beside the field the form names", async () => {
    const resolve = schemaResolver<{ email: string; password: string }, unknown>(signInInput, {
      pathlessTo: "password",
    });
    const result = await resolve({ email: "jane@example.com", password: "" }, undefined, OPTIONS);
    expect(result.errors).toEqual({
      password: expect.objectContaining({ message: "Enter your password, or the code we e-mailed you" }),
    });
  });

  it("hands the schema's output to the submit handler when the form is right", async () => {
    const resolve = schemaResolver<{ email: string; password: string }, unknown>(signInInput, {
      pathlessTo: "password",
    });
    const result = await resolve(
      { email: " Jane@Example.com ", password: "long enough" },
      undefined,
      OPTIONS,
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ password: "long enough" });
  });
});
