"use client";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import MuiTextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { Who } from "@/domain/application/application-steps";
import {
  connectIncomeInput,
  type IncomeConnection,
  type IncomeVerificationChoice,
  incomeVerificationChoiceInput,
} from "@/domain/application/income-verification-choice";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { schemaResolver } from "@/ui/form-resolver";

/** Someone whose payroll can be connected: the borrower, and the coborrower when there is one. */
export type Person = { value: Who; label: string };

export interface ChoiceFields {
  method: string;
}
export type IncomeVerificationFormState = UseFormReturn<ChoiceFields, unknown, IncomeVerificationChoice>;

export function useIncomeVerificationForm(defaults: ChoiceFields): IncomeVerificationFormState {
  return useForm<ChoiceFields, unknown, IncomeVerificationChoice>({
    resolver: schemaResolver<ChoiceFields, IncomeVerificationChoice>(incomeVerificationChoiceInput),
    defaultValues: defaults,
    mode: "onTouched",
  });
}

/** Connecting one employer: the name typed, the button, what the provider answered. */
function ConnectPanel({
  people,
  connections,
  connecting,
  connectError,
  connectNotice,
  onConnect,
}: {
  people: readonly Person[];
  connections: readonly IncomeConnection[];
  connecting: boolean;
  connectError: string | null;
  connectNotice: string | null;
  onConnect: (employerName: string, who: Who) => void;
}) {
  const t = useTranslations("application-income.incomeVerification");
  const id = useId();
  const [employerName, setEmployerName] = useState("");
  const [who, setWho] = useState<Who>("borrower");
  const [mistake, setMistake] = useState<string | null>(null);
  const connect = () => {
    const checked = connectIncomeInput.safeParse({ employerName });
    if (!checked.success) return setMistake(checked.error.issues[0]?.message ?? null);
    setMistake(null);
    onConnect(checked.data.employerName, who);
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="h2" variant="h6">
        {t("connect")}
      </Typography>
      {people.length > 1 ? (
        <MuiTextField
          select
          id={`${id}-who`}
          label={t("whose")}
          value={who}
          onChange={(event) => setWho(event.target.value as Who)}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {people.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </MuiTextField>
      ) : null}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
        <MuiTextField
          id={id}
          label={t("employerName")}
          value={employerName}
          onChange={(event) => setEmployerName(event.target.value)}
          onKeyDown={(event) => {
            // Enter connects rather than submitting the step with a half-done connection.
            if (event.key === "Enter") {
              event.preventDefault();
              connect();
            }
          }}
          error={Boolean(mistake)}
          helperText={mistake}
          autoComplete="organization"
          fullWidth
        />
        <Button variant="outlined" onClick={connect} disabled={connecting} sx={{ flexShrink: 0 }}>
          {connecting ? t("connecting") : t("connectButton")}
        </Button>
      </Stack>
      {connectError ? <Alert severity="error">{connectError}</Alert> : null}
      {connectNotice ? <Alert severity="success">{connectNotice}</Alert> : null}
      {connections.length > 0 ? (
        <Stack spacing={1} role="status">
          <Typography component="h3" variant="subtitle1">
            {t("connections")}
          </Typography>
          <ul>
            {connections.map((c) => (
              <li key={c.reportId}>
                {t("connectionLine", { employer: c.employerName, reportId: c.reportId })}
              </li>
            ))}
          </ul>
          <Typography>{t("checkEmployment")}</Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Step 5 (spec §4 application6): connect payroll or bank through the income-verification provider,
 * or continue by hand. Continue saves the choice; connecting is its own action, as often as needed.
 */
export function IncomeVerificationForm({
  form,
  people,
  connections,
  connecting,
  connectError,
  connectNotice = null,
  onConnect,
  frame,
  onSave,
}: {
  form: IncomeVerificationFormState;
  people: readonly Person[];
  connections: readonly IncomeConnection[];
  connecting: boolean;
  connectError: string | null;
  /** What the last connection added, shown beside the connections. */
  connectNotice?: string | null;
  onConnect: (employerName: string, who: Who) => void;
  frame: (parts: { description: string; onSubmit: () => void; children: ReactNode }) => ReactNode;
  onSave: (choice: IncomeVerificationChoice) => void;
}) {
  const t = useTranslations("application-income.incomeVerification");
  const method = useWatch({ control: form.control, name: "method" });
  return frame({
    description: t("description"),
    onSubmit: () => void form.handleSubmit(onSave)(),
    children: (
      <>
        <ChoiceCardsField
          control={form.control}
          name="method"
          legend={t("connectLegend")}
          options={[
            { value: "connect", label: t("connect"), description: t("connectDescription") },
            { value: "manual", label: t("manual"), description: t("manualDescription") },
          ]}
          columns={{ xs: 1, sm: 2 }}
        />
        {method === "connect" ? (
          <ConnectPanel
            people={people}
            connections={connections}
            connecting={connecting}
            connectError={connectError}
            connectNotice={connectNotice}
            onConnect={onConnect}
          />
        ) : null}
      </>
    ),
  });
}
