import { describe, expect, it } from "vitest";
import { routePatternOf } from "./route-pattern";

describe("routePatternOf", () => {
  it("keeps segments that read like route names", () => {
    expect(routePatternOf("/app/application/income-verification")).toBe(
      "/app/application/income-verification",
    );
  });

  it("replaces ids, typed values and encoded characters, so no personal data is reported", () => {
    expect(routePatternOf("/app/123-45-6789/Jane%20Doe/x@y.com")).toBe("/app/[segment]/[segment]/[segment]");
  });

  it("drops the query, fragment and path parameters", () => {
    expect(routePatternOf("/prequal/credit;ssn=1?email=a@b.c#dob")).toBe("/prequal/credit");
  });
});
