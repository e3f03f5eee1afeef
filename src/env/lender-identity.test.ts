import { describe, expect, it } from "vitest";
import { readSettings } from "@/env";
import { lenderIdentityFrom } from "./lender-identity";

describe("the lender's identity", () => {
  it("defaults to demo values that say so, and marks them for the pages' 'demo values' label", () => {
    const lender = lenderIdentityFrom(readSettings({}));
    expect(lender.legalName).toBe("Keystone Home Credit (demo lender)");
    expect(lender.nmlsId).toBe("demo");
    expect(lender.demoValues).toBe(true);
  });

  it("shows the phone in the spec's (XXX) XXX-XXXX format and the states as codes", () => {
    const lender = lenderIdentityFrom(
      readSettings({ LENDER_PHONE: "+1 215 555 1234", LENDER_LICENSED_STATES: "pa, NJ,pa" }),
    );
    expect(lender.phone).toBe("(215) 555-1234");
    expect(lender.licensedStates).toEqual(["PA", "NJ"]);
  });

  it("has no demo values once every one is the lender's own", () => {
    const lender = lenderIdentityFrom(
      readSettings({
        LENDER_LEGAL_NAME: "Keystone Home Credit LLC",
        LENDER_NMLS_ID: "123456",
        LENDER_LICENSED_STATES: "PA",
        LENDER_EMAIL: "Help@KeystoneHomeCredit.com",
        LENDER_PHONE: "2155551234",
        LENDER_ADDRESS: "1 Market Street, Philadelphia, PA 19103",
      }),
    );
    expect(lender).toMatchObject({ email: "help@keystonehomecredit.com", demoValues: false });
  });

  it.each([
    ["LENDER_LICENSED_STATES", "PA,XX"],
    ["LENDER_LICENSED_STATES", "Pennsylvania"],
    ["LENDER_NMLS_ID", "NMLS #12"],
    ["LENDER_EMAIL", "help at keystone"],
    ["LENDER_PHONE", "555-1234"],
  ])("refuses %s=%s, naming the setting", (name, value) => {
    expect(() => readSettings({ [name]: value })).toThrow(new RegExp(`^${name} is invalid`));
  });
});
