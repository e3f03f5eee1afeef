import { describe, expect, it } from "vitest";
import { pipelineStatusLabel } from "./pipeline-status";

describe("pipelineStatusLabel (spec §4 funnel step labels)", () => {
  it("names a status by its spec §4 label", () => {
    expect(pipelineStatusLabel("incomeDocs", false)).toBe("Income Docs");
    expect(pipelineStatusLabel("applicationSubmitted", false)).toBe("Submitted");
    expect(pipelineStatusLabel("mcr", false)).toBe("New MCR Lead");
  });

  it("says Declined for a declined application whatever its status, Not started before any step", () => {
    expect(pipelineStatusLabel("previewOffer", true)).toBe("Declined");
    expect(pipelineStatusLabel(null, false)).toBe("Not started");
  });
});
