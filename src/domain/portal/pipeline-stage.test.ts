import { describe, expect, it } from "vitest";
import { APPLICATION_STATUSES } from "../funnel/funnel-steps";
import { PIPELINE_STAGES, pipelineStage, stageLabel, statusesOfStage } from "./pipeline-stage";

describe("a file's stage in the lender's words (decision 086)", () => {
  it("names stages, not screens: the income documents screen is 'Collecting documents'", () => {
    expect(pipelineStage("incomeDocs", false)).toBe("documents");
    expect(pipelineStage("application5", false)).toBe("applying");
    expect(pipelineStage("prequalOffer", false)).toBe("offerMade");
    expect(pipelineStage("email", false)).toBe("lead");
    expect(pipelineStage(null, false)).toBe("lead");
  });

  it("reads a file with a decline notice as declined, whatever its status", () => {
    expect(pipelineStage("applicationSubmitted", true)).toBe("declined");
  });

  it("puts every spec §4 status in exactly one stage, so a filter by stage misses none", () => {
    const all = PIPELINE_STAGES.flatMap(statusesOfStage);
    expect([...all].sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(statusesOfStage("declined")).toEqual([]);
  });
});

describe("a stage in words (decision 092)", () => {
  it("reads a submitted file as the milestone it reached, and every other stage as itself", () => {
    expect(stageLabel("submitted", null)).toBe("Submitted");
    expect(stageLabel("submitted", "clearToClose")).toBe("Clear to close");
    expect(stageLabel("declined", "processing")).toBe("Declined");
  });
});
