"use client";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useMemo } from "react";
import { type UseFormReturn, useFieldArray, useForm, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  type EmploymentHistory,
  employmentHistoryInputAsOf,
  monthName,
} from "@/domain/application/employment-history";
import { employmentCoverage } from "@/domain/employment/employment-coverage";
import { schemaResolver } from "@/ui/form-resolver";
import { type EmploymentHistoryFields, emptyJob, gapsOfFields } from "./employment-fields";
import { GapExplanations } from "./gap-explanations";
import { JobCard } from "./job-card";

export type EmploymentHistoryFormState = UseFormReturn<EmploymentHistoryFields, unknown, EmploymentHistory>;

/** Step 4's form, checked as the server checks it, on `today` (the server's day, from the get). */
export function useEmploymentHistoryForm(
  defaults: EmploymentHistoryFields,
  today: Date,
): EmploymentHistoryFormState {
  const schema = useMemo(() => employmentHistoryInputAsOf(today), [today]);
  return useForm<EmploymentHistoryFields, unknown, EmploymentHistory>({
    resolver: schemaResolver<EmploymentHistoryFields, EmploymentHistory>(schema),
    defaultValues: defaults,
    mode: "onTouched",
  });
}

export interface EmploymentHistoryFormProps {
  form: EmploymentHistoryFormState;
  /** Provider per job id, for jobs that came from a verification report. */
  verifiedBy: Record<string, string>;
  /** The day the two years count back from (the server checks again with its own clock). */
  today: Date;
  /** The step's frame (ApplicationStepLayout or StepLayout) around the questions. */
  frame: (parts: { description: string; onSubmit: () => void; children: ReactNode }) => ReactNode;
  onSave: (history: EmploymentHistory) => void;
}

/**
 * Step 4's questions: the jobs, each in its own fieldset, and one explanation per gap longer than
 * 31 days, appearing as the months are typed (spec §5). Checked by the same schema as the server.
 */
export function EmploymentHistoryForm({
  form,
  verifiedBy,
  today,
  frame,
  onSave,
}: EmploymentHistoryFormProps) {
  const t = useTranslations("application-income.employment");
  const { control } = form;
  // "key", not "id": each job has its own id (kept across saves), which the array must not shadow.
  const jobs = useFieldArray({ control, name: "employments", keyName: "key" });
  const watched = useWatch({ control, name: "employments" });
  const gaps = gapsOfFields(watched ?? [], today);
  const gapKeys = gaps.map((g) => g.key).join(",");

  // The explanation fields follow the gaps: one per gap, in order, keeping what was typed for each.
  useEffect(() => {
    const typed = new Map(form.getValues("gapExplanations").map((g) => [g.from, g.explanation]));
    const keys = gapKeys === "" ? [] : gapKeys.split(",");
    form.setValue(
      "gapExplanations",
      keys.map((from) => ({ from, explanation: typed.get(from) ?? "" })),
    );
  }, [gapKeys, form]);

  const since = monthName(employmentCoverage([], today).coverageStart);
  return frame({
    description: t("description", { since }),
    onSubmit: () => void form.handleSubmit(onSave)(),
    children: (
      <>
        {jobs.fields.length === 0 ? <Typography>{t("noJobs")}</Typography> : null}
        {jobs.fields.map((job, index) => (
          <JobCard
            key={job.key}
            control={control}
            index={index}
            verifiedBy={verifiedBy[watched?.[index]?.id ?? ""] ?? null}
            onRemove={() => jobs.remove(index)}
          />
        ))}
        <Button variant="outlined" onClick={() => jobs.append(emptyJob())} sx={{ alignSelf: "flex-start" }}>
          {t("addJob")}
        </Button>
        <GapExplanations control={control} gaps={gaps} />
      </>
    ),
  });
}
