// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearAllDrafts, draftKey, isSensitiveField, useFormDraft } from "./form-draft";

vi.mock("next/navigation", () => ({ usePathname: () => "/app/login" }));

interface Fields {
  email: string;
  firstName: string;
  password: string;
  ssn: string;
}

const EMPTY: Fields = { email: "", firstName: "", password: "", ssn: "" };
const KEY = draftKey("/app/login", "signUp");

function useDraftedForm(fields: readonly (keyof Fields)[]) {
  const form = useForm<Fields>({ defaultValues: EMPTY });
  const draft = useFormDraft(form, { name: "signUp", fields });
  return { form, draft };
}

describe("useFormDraft: what was typed survives a sign-out by the idle limit (decision 018)", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it("keeps the listed fields as they are typed and puts them back on the next visit to the page", async () => {
    const first = renderHook(() => useDraftedForm(["email", "firstName"]));
    act(() => {
      first.result.current.form.setValue("email", "jane@example.com");
      first.result.current.form.setValue("firstName", "Jane");
    });
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? "{}")).toEqual({
      email: "jane@example.com",
      firstName: "Jane",
    });
    first.unmount();

    const again = renderHook(() => useDraftedForm(["email", "firstName"]));
    await vi.waitFor(() => expect(again.result.current.form.getValues("firstName")).toBe("Jane"));
    expect(again.result.current.form.getValues("email")).toBe("jane@example.com");
  });

  it("never stores a password or an SSN, even when a form lists them", () => {
    const { result } = renderHook(() => useDraftedForm(["email", "password", "ssn"]));
    act(() => {
      result.current.form.setValue("email", "jane@example.com");
      result.current.form.setValue("password", "correct horse battery");
      result.current.form.setValue("ssn", "123-45-6789");
    });
    const stored = sessionStorage.getItem(KEY) ?? "";
    expect(JSON.parse(stored)).toEqual({ email: "jane@example.com" });
    expect(stored).not.toContain("horse");
    expect(stored).not.toContain("6789");
  });

  it("forgets the draft once the form is done, and every draft at a deliberate sign-out", () => {
    const { result } = renderHook(() => useDraftedForm(["email"]));
    act(() => result.current.form.setValue("email", "jane@example.com"));
    act(() => result.current.draft.clear());
    expect(sessionStorage.getItem(KEY)).toBeNull();

    sessionStorage.setItem(draftKey("/app/x", "a"), "{}");
    sessionStorage.setItem("navigation", "{}");
    clearAllDrafts(sessionStorage);
    expect(Object.keys(sessionStorage)).toEqual(["navigation"]);
  });
});

describe("which fields count as sensitive", () => {
  it("refuses passwords, codes, SSNs, birth dates and bank numbers but keeps a zip code", () => {
    for (const name of [
      "password",
      "newPassword",
      "token",
      "code",
      "ssn",
      "dateOfBirth",
      "accountNumber",
      "routingNumber",
    ])
      expect(isSensitiveField(name), name).toBe(true);
    for (const name of ["email", "firstName", "phone", "zipCode", "city"])
      expect(isSensitiveField(name), name).toBe(false);
  });
});
