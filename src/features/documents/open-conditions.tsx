"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";
import { conditionTarget, type OpenCondition } from "./checklist-types";
import { ConditionAnswerForm } from "./condition-answer-form";
import { UploadControls } from "./upload-controls";

function ConditionItem({
  condition,
  onChanged,
  onAnswered,
}: {
  condition: OpenCondition;
  onChanged: () => void;
  onAnswered: () => void;
}) {
  const t = useTranslations("documents.conditions");
  const [answering, setAnswering] = useState(false);
  const target = condition.kind === "document" ? conditionTarget(condition) : null;
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, p: 2, display: "grid", gap: 1.5 }}
    >
      <Typography>{condition.text}</Typography>
      {condition.sentBack ? (
        <Notice severity="warning" role="status">
          <strong>{t("sentBackTitle")}</strong> {t(`sentBack.${condition.sentBack.reason}`)}
          {condition.sentBack.note ? ` ${t("sentBackNote", { note: condition.sentBack.note })}` : null}
        </Notice>
      ) : null}
      {target ? <UploadControls target={target} lineLabel={condition.text} onFiled={onChanged} /> : null}
      {condition.kind === "email" ? (
        <Typography sx={{ color: "text.secondary" }}>{t("email")}</Typography>
      ) : null}
      {condition.kind === "information" && condition.informationKind ? (
        answering ? (
          <ConditionAnswerForm
            conditionId={condition.id}
            kind={condition.informationKind}
            onAnswered={() => {
              setAnswering(false);
              onAnswered();
            }}
            onCancel={() => setAnswering(false)}
          />
        ) : (
          <Button variant="outlined" onClick={() => setAnswering(true)} sx={{ justifySelf: "start" }}>
            {t("answer")}
          </Button>
        )
      ) : null}
    </Box>
  );
}

/** The lender's open conditions (spec §3, §9), in plain words, each with its way to clear it. */
export function OpenConditions({
  conditions,
  onChanged,
}: {
  conditions: readonly OpenCondition[];
  onChanged: () => void;
}) {
  const t = useTranslations("documents.conditions");
  const id = useId();
  // An answered condition leaves the list; the thanks stays where it was.
  const [answeredOne, setAnsweredOne] = useState(false);
  if (conditions.length === 0 && !answeredOne) return null;
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <Typography id={id} component="h2" variant="h5" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
        {t("title")}
      </Typography>
      {answeredOne ? (
        <Notice severity="success" role="status">
          {t("answered")}
        </Notice>
      ) : null}
      {conditions.length > 0 ? <Typography>{t("description")}</Typography> : null}
      <Stack component="ul" spacing={2} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {conditions.map((condition) => (
          <ConditionItem
            key={condition.id}
            condition={condition}
            onChanged={onChanged}
            onAnswered={() => {
              setAnsweredOne(true);
              onChanged();
            }}
          />
        ))}
      </Stack>
    </Stack>
  );
}
