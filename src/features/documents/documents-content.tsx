"use client";
import Stack from "@mui/material/Stack";
import { ChecklistGroups } from "./checklist-groups";
import type { Checklist } from "./checklist-types";
import { OpenConditions } from "./open-conditions";

/** The checklist and the open conditions, as both upload screens show them. */
export function DocumentsContent({
  checklist,
  coborrowerName,
  refresh,
}: {
  checklist: Checklist;
  coborrowerName: string | null;
  refresh: () => void;
}) {
  return (
    <Stack spacing={5}>
      <OpenConditions conditions={checklist.conditions} onChanged={refresh} />
      <ChecklistGroups checklist={checklist} coborrowerName={coborrowerName} onChanged={refresh} />
    </Stack>
  );
}
