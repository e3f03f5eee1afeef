"use client";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { useId } from "react";
import { type FieldPath, type UseFormReturn, useController, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import type { DEMOGRAPHIC_GROUPS, demographicsInput } from "@/domain/application/demographics";
import { TextField } from "@/ui/inputs";

export type DemographicsFields = z.input<typeof demographicsInput>;
export type DemographicsForm = UseFormReturn<DemographicsFields, unknown, z.output<typeof demographicsInput>>;
type Group = (typeof DEMOGRAPHIC_GROUPS)[number];
type Path = FieldPath<DemographicsFields>;

const path = (group: Group["key"], key: string) => `${group}.${key}` as Path;

/** Every box and text of a group but "I do not wish to provide": what that answer clears. */
function answerKeys(group: Group): { flags: string[]; texts: string[] } {
  return {
    flags: group.choices.flatMap((c) => [c.key, ...("details" in c ? c.details.map((d) => d.key) : [])]),
    texts: group.choices.flatMap((c) => ("text" in c ? [c.text.key] : [])),
  };
}

/** One check box bound to the form; `onTicked` keeps the group consistent as the person ticks. */
function FlagBox({
  form,
  name,
  label,
  onTicked,
  describedBy,
}: {
  form: DemographicsForm;
  name: Path;
  label: string;
  onTicked: (ticked: boolean) => void;
  describedBy?: string;
}) {
  const { field } = useController({ control: form.control, name });
  return (
    <FormControlLabel
      sx={{ minHeight: 44, mr: 0 }}
      control={
        <Checkbox
          checked={field.value === true}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onTicked(event.target.checked);
          }}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref, "aria-describedby": describedBy } as object }}
        />
      }
      label={label}
    />
  );
}

/**
 * One HMDA group (ethnicity, race or sex) as a fieldset of check boxes: a sub-flag appears under its
 * parent once the parent is ticked, the free text under its "other" box. Ticking "I do not wish to
 * provide this information" clears the group's other answers, and ticking another box clears it,
 * so the form never holds what the schema refuses; the schema still says so if it does.
 */
export function DemographicGroupFields({ form, group }: { form: DemographicsForm; group: Group }) {
  const t = useTranslations("application-declarations.demographics");
  const errorId = useId();
  const values = (useWatch({ control: form.control, name: group.key }) ?? {}) as Record<string, unknown>;
  const errors = (form.formState.errors[group.key] ?? {}) as Record<string, { message?: string } | undefined>;
  const groupError = errors.wontInform?.message;
  const set = (key: string, value: boolean | string) =>
    form.setValue(path(group.key, key), value as never, { shouldDirty: true, shouldValidate: true });
  const revalidate = () => void form.trigger(group.key);
  const tickedAnswer = (ticked: boolean) => {
    if (ticked && values.wontInform) set("wontInform", false);
    revalidate();
  };

  return (
    <FormControl
      component="fieldset"
      error={Boolean(groupError)}
      aria-describedby={groupError ? errorId : undefined}
    >
      <FormLabel
        component="legend"
        sx={{ color: "text.primary", fontWeight: 700, fontSize: "1.25rem", mb: 0.5 }}
      >
        {t(group.key)}
      </FormLabel>
      {group.key !== "sex" ? (
        <FormHelperText sx={{ mx: 0, mb: 1 }} error={false}>
          {t("chooseAny")}
        </FormHelperText>
      ) : null}
      <FormGroup>
        {group.choices.map((choice) => {
          const details = "details" in choice ? choice.details : [];
          const text = "text" in choice ? choice.text : undefined;
          const parentTicked = values[choice.key] === true;
          return (
            <Box key={choice.key}>
              <FlagBox
                form={form}
                name={path(group.key, choice.key)}
                label={t(`choices.${choice.key}` as never)}
                onTicked={(ticked) => {
                  if (!ticked) {
                    for (const detail of details) set(detail.key, false);
                    if (text) set(text.key, "");
                  }
                  tickedAnswer(ticked);
                }}
              />
              {parentTicked && (details.length > 0 || text) ? (
                <Box sx={{ pl: { xs: 3, sm: 4 }, display: "flex", flexDirection: "column" }}>
                  {details.map((detail) => (
                    <FlagBox
                      key={detail.key}
                      form={form}
                      name={path(group.key, detail.key)}
                      label={t(`choices.${detail.key}` as never)}
                      onTicked={(ticked) => {
                        if (!ticked && text?.tiedTo === detail.key) set(text.key, "");
                        tickedAnswer(ticked);
                      }}
                    />
                  ))}
                  {text && values[text.tiedTo] === true ? (
                    <Box sx={{ py: 1 }}>
                      <TextField
                        control={form.control}
                        name={path(group.key, text.key) as never}
                        label={t(`texts.${text.key}` as never)}
                        helperText={t(`texts.${text.key}Hint` as never)}
                        maxLength={100}
                      />
                    </Box>
                  ) : null}
                </Box>
              ) : null}
            </Box>
          );
        })}
        <FlagBox
          form={form}
          name={path(group.key, "wontInform")}
          label={t("wontInform")}
          describedBy={groupError ? errorId : undefined}
          onTicked={(ticked) => {
            if (ticked) {
              const { flags, texts } = answerKeys(group);
              for (const key of flags) set(key, false);
              for (const key of texts) set(key, "");
            }
            revalidate();
          }}
        />
      </FormGroup>
      {groupError ? (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {groupError}
        </FormHelperText>
      ) : null}
      {Object.entries(errors)
        .filter(
          ([key, error]) =>
            key !== "wontInform" &&
            error?.message &&
            !key.endsWith("Origin") &&
            key !== "americanIndianTribe",
        )
        .map(([key, error]) => (
          <FormHelperText key={key} sx={{ mx: 0 }}>
            {error?.message}
          </FormHelperText>
        ))}
    </FormControl>
  );
}
