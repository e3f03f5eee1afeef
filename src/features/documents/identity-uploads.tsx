"use client";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslations } from "use-intl";
import { type ChecklistGroup, type ChecklistLine, lineTarget } from "./checklist-types";
import { UploadControls } from "./upload-controls";

type Accepted = NonNullable<ChecklistLine["accepted"]>;

/**
 * The photo ID line (spec §3): the applicant picks which ID they will send, then sends each side
 * it needs (front and back; a passport's front). The ID already sent is chosen to begin with.
 */
export function IdentityUploads({
  group,
  line,
  accepted,
  onFiled,
}: {
  group: Pick<ChecklistGroup, "owner" | "propertyId">;
  line: ChecklistLine;
  accepted: Accepted;
  onFiled: () => void;
}) {
  const t = useTranslations("documents.identity");
  const sent = accepted.find((kind) => line.files.some((f) => f.documentType === kind.type));
  const [chosen, setChosen] = useState<string>(sent?.type ?? "");
  const kind = accepted.find((k) => k.type === chosen);
  const groupName = `${line.type}-${group.owner}-kind`;
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={`${groupName}-label`}>{t("which")}</FormLabel>
        <RadioGroup
          aria-labelledby={`${groupName}-label`}
          name={groupName}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {accepted.map((k) => (
            <FormControlLabel key={k.type} value={k.type} control={<Radio />} label={k.label} />
          ))}
        </RadioGroup>
      </FormControl>
      {kind ? (
        <Stack spacing={2}>
          <Typography>{t("sides", { count: kind.sides.length })}</Typography>
          {kind.sides.map((side) => {
            const sideLabel = t("sideTitle", { side: t(side), document: kind.label.toLowerCase() });
            return (
              <Stack key={side} spacing={1}>
                <Typography component="h4" sx={{ fontWeight: 600 }}>
                  {sideLabel}
                </Typography>
                <UploadControls
                  target={{ ...lineTarget(group, kind.type), side }}
                  lineLabel={sideLabel}
                  onFiled={onFiled}
                />
              </Stack>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
