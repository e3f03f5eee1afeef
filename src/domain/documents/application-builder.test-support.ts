import type { MortgageRecord } from "../debts/credit-report";
import type { Debtor } from "../debts/liability";
import type { Employment } from "../employment/employment";
import type { IncomeType } from "../income/income-types";
import type { DocumentApplication, DocumentBorrower } from "./document-application";

type Role = "main" | "coborrower";
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
type Draft = Mutable<DocumentApplication> & {
  user: Mutable<DocumentBorrower>;
  coborrower?: Mutable<DocumentBorrower> | null;
};

const aBorrower = (): Mutable<DocumentBorrower> => ({
  employments: [],
  incomeSources: [],
  isSelfEmployed: false,
});

/** A readable application for document tests: anApplication().withCoborrower().withRentalIncome({ units: 2 }). */
export function anApplication() {
  const app: Draft = {
    user: aBorrower(),
    coborrower: null,
    liabilities: [],
    uploads: [],
    uploadRequests: [],
    propertyOwnership: [],
  };
  const borrower = (role: Role) => {
    if (role === "main") return app.user;
    app.coborrower ??= aBorrower();
    return app.coborrower;
  };
  const builder = {
    withCoborrower() {
      borrower("coborrower");
      return builder;
    },
    /** A job; by default entered by hand, current and not owned. */
    withJob(job: Partial<Employment> = {}, role: Role = "main") {
      borrower(role).employments.push({
        startDate: new Date("2020-01-01"),
        dataSource: "Manual",
        endDate: null,
        ...job,
      });
      return builder;
    },
    withVerifiedJob(role: Role = "main") {
      return builder.withJob({ dataSource: "Truework" }, role);
    },
    selfEmployed(role: Role = "main") {
      borrower(role).isSelfEmployed = true;
      return builder;
    },
    withIncome(type: IncomeType, role: Role = "main") {
      borrower(role).incomeSources.push({ type });
      return builder;
    },
    /** An owned property; its id defaults to p1, p2, ... in the order added. */
    withOwnedProperty(p: { id?: string; state?: string; fees?: number; mortgages?: MortgageRecord[] } = {}) {
      const propertyId = p.id ?? `p${app.propertyOwnership.length + 1}`;
      app.propertyOwnership.push({
        propertyId,
        property: { state: p.state ?? "CA", fees: p.fees ?? 0 },
        mortgages: p.mortgages ?? [],
      });
      return builder;
    },
    /** The subject property of the application (`property`); `id` ties it to an owned property. */
    withSubjectProperty(p: { id?: string; state?: string; fees?: number } = {}) {
      app.property = { propertyId: p.id ?? null, state: p.state ?? "CA", fees: p.fees ?? 0 };
      return builder;
    },
    /** A credit-report mortgage not yet tied to an owned property (the application's `mortgages`). */
    withUnattributedMortgage(m: Partial<MortgageRecord> = {}) {
      const mortgage = { creditor: "Rocket Mortgage", balance: 200_000, dateOpened: "2019-04-02", ...m };
      app.mortgages = [...(app.mortgages ?? []), mortgage];
      return builder;
    },
    withMortgagedProperty(p: { id?: string; state?: string; fees?: number; creditor?: string } = {}) {
      const mortgage = {
        creditor: p.creditor ?? "Rocket Mortgage",
        balance: 200_000,
        dateOpened: "2019-04-02",
      };
      return builder.withOwnedProperty({ ...p, mortgages: [mortgage] });
    },
    /** Rental income on an owned property (added when missing). */
    withRentalIncome(r: { units?: number; propertyId?: string; role?: Role } = {}) {
      const propertyId = r.propertyId ?? app.propertyOwnership[0]?.propertyId ?? "p1";
      if (!app.propertyOwnership.some((p) => p.propertyId === propertyId))
        builder.withOwnedProperty({ id: propertyId });
      borrower(r.role ?? "main").incomeSources.push({
        type: "rental",
        propertyId,
        rentalUnits: r.units ?? 1,
      });
      return builder;
    },
    withLiability(l: { creditor?: string; omitted?: boolean; debtor?: Debtor } = {}) {
      app.liabilities.push({
        creditor: l.creditor ?? "Navient",
        omitted: l.omitted ?? false,
        debtor: l.debtor ?? "borrower",
      });
      return builder;
    },
    withUpload(type: string, u: { isCoborrower?: boolean; propertyId?: string; times?: number } = {}) {
      for (let i = 0; i < (u.times ?? 1); i++)
        app.uploads.push({ type, isCoborrower: u.isCoborrower, propertyId: u.propertyId });
      return builder;
    },
    withUploadRequest(
      documentType: string,
      r: { propertyId?: string; shouldSkip?: boolean; isCoborrower?: boolean } = {},
    ) {
      app.uploadRequests.push({
        documentType,
        propertyId: r.propertyId,
        isCoborrower: r.isCoborrower,
        shouldSkip: r.shouldSkip ?? false,
      });
      return builder;
    },
    inTrust() {
      app.isInTrust = true;
      return builder;
    },
    withCanopyConnected() {
      app.canopyConnected = true;
      return builder;
    },
    build(): DocumentApplication {
      return structuredClone(app);
    },
  };
  return builder;
}
