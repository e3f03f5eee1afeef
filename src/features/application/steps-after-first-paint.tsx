"use client";
import { Suspense } from "react";
import { useTranslations } from "use-intl";
import { loadedAfterFirstPaint, MountedAfterHydration } from "@/ui/loaded-after-first-paint";
import { SectionLoading } from "./shared/section-loading";
import { useWho } from "./shared/use-who";

type Translator = ReturnType<typeof useTranslations<never>>;
type MessageKey = Parameters<Translator>[0];

/** A step's code, and its title for the borrower and (a step each borrower answers in turn) the coborrower. */
type Step = {
  part: ReturnType<typeof loadedAfterFirstPaint<object>>;
  titles: { borrower: MessageKey; coborrower?: MessageKey };
};

/**
 * The application's steps, each on a page that paints the frame the step shows while its answers
 * load (its title, whose turn it is read from the address) and loads the step's code after first
 * paint, with MUI (decision 049), so the pages keep to the application's first-load budget
 * (docs/design.md §6). Nothing moves when the step arrives: it shows the same frame until it is ready.
 */
const STEPS = {
  personalInfo: {
    part: loadedAfterFirstPaint(() =>
      import("./personal-info/personal-info-step").then((m) => m.PersonalInfoStep),
    ),
    titles: {
      borrower: "application-personal.personalInfo.title",
      coborrower: "application-personal.personalInfo.coborrowerTitle",
    },
  },
  subjectProperty: {
    part: loadedAfterFirstPaint(() =>
      import("./subject-property/subject-property-step").then((m) => m.SubjectPropertyStep),
    ),
    titles: { borrower: "application-personal.subjectProperty.title" },
  },
  realEstate: {
    part: loadedAfterFirstPaint(() => import("./real-estate/real-estate-step").then((m) => m.RealEstateStep)),
    titles: { borrower: "application-debts.realEstate.title" },
  },
  employment: {
    part: loadedAfterFirstPaint(() => import("./employment/employment-step").then((m) => m.EmploymentStep)),
    titles: {
      borrower: "application-income.employment.title",
      coborrower: "application-income.employment.coborrowerTitle",
    },
  },
  businessInformation: {
    part: loadedAfterFirstPaint(() =>
      import("./business-information/business-information-step").then((m) => m.BusinessInformationStep),
    ),
    titles: {
      borrower: "application-income.business.title",
      coborrower: "application-income.business.coborrowerTitle",
    },
  },
  incomeVerification: {
    part: loadedAfterFirstPaint(() =>
      import("./income-verification/income-verification-step").then((m) => m.IncomeVerificationStep),
    ),
    titles: { borrower: "application-income.incomeVerification.title" },
  },
  otherIncome: {
    part: loadedAfterFirstPaint(() =>
      import("./other-income/other-income-step").then((m) => m.OtherIncomeStep),
    ),
    titles: {
      borrower: "application-income.otherIncome.title",
      coborrower: "application-income.otherIncome.coborrowerTitle",
    },
  },
  debtConsolidation: {
    part: loadedAfterFirstPaint(() =>
      import("./debt-consolidation/debt-consolidation-step").then((m) => m.DebtConsolidationStep),
    ),
    titles: { borrower: "application-debts.debtConsolidation.title" },
  },
  demographics: {
    part: loadedAfterFirstPaint(() =>
      import("./demographics/demographics-step").then((m) => m.DemographicsStep),
    ),
    titles: {
      borrower: "application-declarations.demographics.title",
      coborrower: "application-declarations.demographics.coborrowerTitle",
    },
  },
  declarations: {
    part: loadedAfterFirstPaint(() =>
      import("./declarations/declarations-step").then((m) => m.DeclarationsStep),
    ),
    titles: {
      borrower: "application-declarations.declarations.title",
      coborrower: "application-declarations.declarations.coborrowerTitle",
    },
  },
  summary: {
    part: loadedAfterFirstPaint(() => import("./summary/summary-screen").then((m) => m.SummaryScreen)),
    titles: { borrower: "application-declarations.summary.title" },
  },
} satisfies Record<string, Step>;

export type ApplicationStepAfterFirstPaintKey = keyof typeof STEPS;

/** One of the application's steps: its frame at first paint, the step itself after hydration. */
export function ApplicationStepAfterFirstPaint({ step }: { step: ApplicationStepAfterFirstPaintKey }) {
  // Whose turn it is comes from the address (?borrower=coborrower), read under a Suspense boundary.
  return (
    <Suspense>
      <StepWhoseTurnItIs step={step} />
    </Suspense>
  );
}

function StepWhoseTurnItIs({ step }: { step: ApplicationStepAfterFirstPaintKey }) {
  const t = useTranslations();
  const who = useWho();
  const { part, titles }: Step = STEPS[step];
  const title = t(who === "coborrower" && titles.coborrower ? titles.coborrower : titles.borrower);
  return (
    <MountedAfterHydration part={part} props={{}} frame={<SectionLoading title={title} retry={() => {}} />} />
  );
}
