"use client";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type Control, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import { HOUSING, MONTHS_OF_ADDRESS_HISTORY } from "@/domain/application/personal-info";
import { monthsOfStay } from "@/domain/application/residence-inputs";
import {
  CITIZENSHIPS,
  LANGUAGE_PREFERENCES,
  MARITAL_STATUSES,
  MILITARY_STATUSES,
  NAME_SUFFIXES,
} from "@/domain/enums/borrower";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { AddressFields, MoneyField, PhoneField, SelectField, TextField } from "@/ui/inputs";
import { QuestionSection } from "@/ui/question-section";
import { IdentityFields, type IdentityOnFileView } from "./identity-fields";
import type { PersonalInfoValues } from "./personal-info-values";

type FormControl = Control<PersonalInfoValues, unknown, unknown>;

function useAddressLabels() {
  const t = useTranslations("application-personal.address");
  return {
    line1: t("line1"),
    line2: t("line2"),
    city: t("city"),
    state: t("state"),
    statePlaceholder: t("statePlaceholder"),
    zip: t("zip"),
  };
}

function StayFields({
  control,
  prefix,
}: {
  control: FormControl;
  prefix: "currentResidence" | "formerResidence";
}) {
  const t = useTranslations("application-personal.personalInfo");
  return (
    <Stack direction="row" spacing={3}>
      <TextField
        control={control}
        name={`${prefix}.years`}
        label={t("years")}
        inputMode="numeric"
        maxLength={2}
      />
      <TextField
        control={control}
        name={`${prefix}.months`}
        label={t("months")}
        inputMode="numeric"
        maxLength={2}
      />
    </Stack>
  );
}

function NameFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.personalInfo");
  const suffixes = NAME_SUFFIXES.map(({ value, label }) => ({ value, label }));
  return (
    <QuestionSection title={t("name")}>
      <TextField control={control} name="firstName" label={t("firstName")} autoComplete="given-name" />
      <TextField control={control} name="middleName" label={t("middleName")} autoComplete="additional-name" />
      <TextField control={control} name="lastName" label={t("lastName")} autoComplete="family-name" />
      <SelectField
        control={control}
        name="suffix"
        label={t("suffix")}
        placeholder={t("noSuffix")}
        options={suffixes}
      />
    </QuestionSection>
  );
}

function FamilyFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.personalInfo");
  const choose = useTranslations("application-personal")("choose");
  const count = useWatch({ control, name: "dependantCount" });
  const options = (list: readonly { value: string }[], key: "citizenships" | "maritalStatuses") =>
    list.map(({ value }) => ({ value, label: t(`${key}.${value}` as never) }));
  return (
    <>
      <SelectField
        control={control}
        name="citizenship"
        label={t("citizenship")}
        placeholder={choose}
        options={options(CITIZENSHIPS, "citizenships")}
      />
      <SelectField
        control={control}
        name="maritalStatus"
        label={t("maritalStatus")}
        placeholder={choose}
        options={options(MARITAL_STATUSES, "maritalStatuses")}
      />
      <QuestionSection title={t("dependants")}>
        <TextField
          control={control}
          name="dependantCount"
          label={t("dependantCount")}
          helperText={t("dependantCountHint")}
          inputMode="numeric"
          maxLength={2}
        />
        {Number(count) > 0 ? (
          <TextField
            control={control}
            name="dependantAges"
            label={t("dependantAges")}
            helperText={t("dependantAgesHint")}
            inputMode="text"
          />
        ) : null}
      </QuestionSection>
    </>
  );
}

function ResidenceFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.personalInfo");
  const labels = useAddressLabels();
  const current = useWatch({ control, name: "currentResidence" });
  const stayKnown = current.years !== "" || current.months !== "";
  const needsFormer = stayKnown && monthsOfStay(current.years, current.months) < MONTHS_OF_ADDRESS_HISTORY;
  return (
    <>
      <QuestionSection title={t("currentAddress")}>
        <AddressFields control={control} prefix="currentResidence.address" labels={labels} />
        <StayFields control={control} prefix="currentResidence" />
        <ChoiceCardsField
          control={control}
          name="currentResidence.housing"
          legend={t("housing")}
          options={HOUSING.map((value) => ({ value, label: t(`housings.${value}`) }))}
        />
        {current.housing === "rent" ? (
          <MoneyField control={control} name="currentResidence.monthlyRent" label={t("monthlyRent")} />
        ) : null}
      </QuestionSection>
      {needsFormer ? (
        <QuestionSection title={t("formerAddress")}>
          <Typography variant="body2">{t("formerAddressHint")}</Typography>
          <AddressFields control={control} prefix="formerResidence.address" labels={labels} />
          <StayFields control={control} prefix="formerResidence" />
        </QuestionSection>
      ) : null}
    </>
  );
}

/**
 * Step 1's questions in Form 1003 order: name, identity, citizenship and family, phone, current and
 * former address, military service. Questions that do not apply (ages without dependants, rent for
 * an owner, a former address after 2 years) stay hidden, and the schema drops their answers.
 */
export function PersonalInfoFields({
  control,
  identity,
}: {
  control: FormControl;
  identity: IdentityOnFileView;
}) {
  const t = useTranslations("application-personal.personalInfo");
  return (
    <Stack spacing={4}>
      <NameFields control={control} />
      <QuestionSection title={t("identity")}>
        <IdentityFields control={control} identity={identity} />
        <FamilyFields control={control} />
      </QuestionSection>
      {/* Its own section: after the dependents' questions it read as one of them. */}
      <QuestionSection title={t("contact")}>
        <PhoneField control={control} name="phone" label={t("phone")} />
      </QuestionSection>
      <ResidenceFields control={control} />
      {/* Cards, not a select: a closed select cut the longer answers short at 375 px. */}
      <QuestionSection title={t("military")}>
        <ChoiceCardsField
          control={control}
          name="militaryStatus"
          legend={t("militaryStatus")}
          columns={{ xs: 1, sm: 1 }}
          options={MILITARY_STATUSES.map(({ value }) => ({ value, label: t(`militaryStatuses.${value}`) }))}
        />
      </QuestionSection>
      {/* Form 1103: asked with its notice, so nobody reads it as a promise of service in that language. */}
      <QuestionSection title={t("language")}>
        <Typography variant="body2" color="text.secondary">
          {t("languageNotice")}
        </Typography>
        <ChoiceCardsField
          control={control}
          name="languagePreference"
          legend={t("languagePreference")}
          columns={{ xs: 1, sm: 2 }}
          options={LANGUAGE_PREFERENCES.map(({ value }) => ({
            value,
            label: t(`languagePreferences.${value}`),
          }))}
        />
      </QuestionSection>
    </Stack>
  );
}
