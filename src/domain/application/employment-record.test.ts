import { describe, expect, it } from "vitest";
import type { EnteredEmployment } from "./employment-input";
import {
  type EmploymentRecord,
  employmentRecordOutput,
  employmentRecordsAfterEdit,
  employmentRecordsAfterVerification,
  MANUAL,
} from "./employment-record";

const d = (ymd: string) => new Date(`${ymd}T00:00:00Z`);
const address = { line1: "1 Main St", line2: null, city: "Austin", state: "TX" as const, zip: "78701" };
const entered: EnteredEmployment = {
  id: "job-1",
  employerName: "Acme Payroll Co",
  position: "Engineer",
  employerPhone: "5125550100",
  employerAddress: address,
  startDate: d("2020-01-01"),
  endDate: null,
  percentageOwned: null,
  base: 6000,
  overtime: 0,
  bonuses: 0,
  commissions: 0,
};
const verified: EmploymentRecord = {
  ...entered,
  id: "job-1",
  dataSource: "Sandbox Payroll",
  reportId: "IV-1",
  pdfUrl: "/reports/IV-1.pdf",
};
let n = 0;
const newId = () => `new-${++n}`;

describe("a save of step 4 and verification (spec §5)", () => {
  it("keeps a verified job verified when only phone, address or ownership share change", () => {
    const [after] = employmentRecordsAfterEdit(
      [verified],
      [{ ...entered, employerPhone: "5125550199", percentageOwned: 10 }],
      newId,
    );
    expect(after).toMatchObject({ id: "job-1", dataSource: "Sandbox Payroll", reportId: "IV-1" });
  });

  it("turns a verified job into hand entry when its pay is changed (spec §5: Manual is not verified)", () => {
    const [after] = employmentRecordsAfterEdit([verified], [{ ...entered, base: 9000 }], newId);
    expect(after).toMatchObject({ id: "job-1", dataSource: MANUAL, reportId: null, pdfUrl: null });
  });

  it("records a new job as hand entry with a new id, whatever id the browser sent", () => {
    const [after] = employmentRecordsAfterEdit([], [{ ...entered, id: "forged" }], () => "fresh");
    expect(after).toMatchObject({ id: "fresh", dataSource: MANUAL });
  });

  it("lets a verified job be claimed once: a second copy sent with its id is a new, hand-entered job", () => {
    const [first, copy] = employmentRecordsAfterEdit([verified], [entered, entered], () => "fresh");
    expect(first).toMatchObject({ id: "job-1", dataSource: "Sandbox Payroll" });
    expect(copy).toMatchObject({ id: "fresh", dataSource: MANUAL, reportId: null, pdfUrl: null });
  });

  it("drops a job the applicant removed", () => {
    expect(employmentRecordsAfterEdit([verified], [], newId)).toEqual([]);
  });
});

describe("what a verification report does to the jobs on file", () => {
  const manual: EmploymentRecord = {
    ...verified,
    dataSource: MANUAL,
    reportId: null,
    pdfUrl: null,
    percentageOwned: 5,
  };
  const fromReport = {
    ...verified,
    employerName: "ACME payroll co.",
    employerPhone: "",
    employerAddress: { line1: "", line2: null, city: "", state: "", zip: "" },
    percentageOwned: null,
    base: 6100,
  };

  it("replaces the hand-entered job of the same employer, keeping what the report lacks", () => {
    const [after] = employmentRecordsAfterVerification([manual], [fromReport], newId);
    expect(after).toMatchObject({
      id: "job-1",
      base: 6100,
      dataSource: "Sandbox Payroll",
      reportId: "IV-1",
      employerPhone: "5125550100",
      employerAddress: address,
      percentageOwned: 5,
    });
  });

  it("adds a verified job of another employer and leaves the others", () => {
    const after = employmentRecordsAfterVerification(
      [manual],
      [{ ...fromReport, employerName: "Other Inc" }],
      () => "job-2",
    );
    expect(after.map((r) => [r.id, r.dataSource])).toEqual([
      ["job-1", MANUAL],
      ["job-2", "Sandbox Payroll"],
    ]);
  });

  it("reads a stored record with its dates back as dates", () => {
    const stored = JSON.parse(JSON.stringify(verified));
    expect(employmentRecordOutput.parse(stored).startDate).toEqual(d("2020-01-01"));
  });
});
