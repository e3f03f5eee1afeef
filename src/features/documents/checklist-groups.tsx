"use client";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslations } from "use-intl";
import { ChecklistLine } from "./checklist-line";
import type { Checklist, ChecklistGroup } from "./checklist-types";

function GroupHeading({
  group,
  coborrowerName,
  id,
}: {
  group: ChecklistGroup;
  coborrowerName: string | null;
  id: string;
}) {
  const t = useTranslations("documents.groups");
  const text =
    group.owner === "main"
      ? t("main")
      : group.owner === "coborrower"
        ? coborrowerName
          ? t("coborrower", { name: coborrowerName })
          : t("coborrowerUnnamed")
        : t("property", { address: group.heading ?? "" });
  return (
    <Typography id={id} component="h2" variant="h5" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
      {text}
    </Typography>
  );
}

function Group({
  group,
  coborrowerName,
  onChanged,
}: {
  group: ChecklistGroup;
  coborrowerName: string | null;
  onChanged: () => void;
}) {
  const t = useTranslations("documents.groups");
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={2}>
      <GroupHeading group={group} coborrowerName={coborrowerName} id={id} />
      {group.lines.length === 0 ? <Typography>{t("empty")}</Typography> : null}
      {group.lines.map((line) => (
        <ChecklistLine key={line.type} group={group} line={line} onChanged={onChanged} />
      ))}
    </Stack>
  );
}

/**
 * The checklist as the API groups it (decision 035): the main borrower, the coborrower, then each
 * property by its address, under a count of the required documents in.
 */
export function ChecklistGroups({
  checklist,
  coborrowerName,
  onChanged,
}: {
  checklist: Checklist;
  coborrowerName: string | null;
  onChanged: () => void;
}) {
  const t = useTranslations("documents");
  const { total } = checklist.progress;
  return (
    <Stack spacing={4}>
      <Box role="status">
        <Typography sx={{ fontWeight: 600 }}>
          {t("progress", { uploaded: Math.min(total.uploaded, total.required), required: total.required })}
        </Typography>
      </Box>
      {checklist.groups.map((group) => (
        <Group
          key={`${group.owner}-${group.propertyId ?? ""}`}
          group={group}
          coborrowerName={coborrowerName}
          onChanged={onChanged}
        />
      ))}
    </Stack>
  );
}
