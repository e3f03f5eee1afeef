"use client";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  BANKRUPTCY_CHAPTERS,
  type DeclarationQuestionKey,
  type Declarations,
  OTHER_PROPERTY_TITLES,
  OTHER_PROPERTY_TYPES,
} from "@/domain/application/declarations";
import { formatMoney } from "@/domain/format/money";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { MoneyField, YesNoField } from "@/ui/inputs";

type Answer = boolean | null;
export type DeclarationsFields = Record<DeclarationQuestionKey, Answer> & {
  otherPropertyType: string | null;
  otherPropertyTitle: string | null;
  borrowedThirdPartyMoneyAmount: string;
  bankruptcy: string | null;
};
export type DeclarationsForm = UseFormReturn<DeclarationsFields, unknown, Declarations>;

/** Form 1003 5a (this loan and property) and 5b (your finances), in the form's order. */
const ABOUT_PROPERTY = [
  "hasBorrowedThirdPartyMoney",
  "wantsAnotherMortgage",
  "wantsAnotherLoan",
  "isPropertySubjectToLien",
] as const;
const ABOUT_FINANCES = [
  "isGuarantorOrCosigor",
  "hasOustandingJudgements",
  "hasFederalDebt",
  "isPartyToLawsuit",
  "hasConveyedForeclosure",
  "doneShortSale",
  "hasForeclosure",
  "hasBankruptcy",
] as const;

/** The form's values: the saved answers (the amount as the money field shows it), or nothing answered. */
export function declarationsDefaults(saved: Declarations | null): DeclarationsFields {
  const answer = (key: DeclarationQuestionKey): Answer => saved?.[key] ?? null;
  return {
    hasIntentToOccupy: answer("hasIntentToOccupy"),
    onwershipInterest: answer("onwershipInterest"),
    hasSpecialBorrowerSellerRelationship: answer("hasSpecialBorrowerSellerRelationship"),
    hasBorrowedThirdPartyMoney: answer("hasBorrowedThirdPartyMoney"),
    wantsAnotherMortgage: answer("wantsAnotherMortgage"),
    wantsAnotherLoan: answer("wantsAnotherLoan"),
    isPropertySubjectToLien: answer("isPropertySubjectToLien"),
    isGuarantorOrCosigor: answer("isGuarantorOrCosigor"),
    hasOustandingJudgements: answer("hasOustandingJudgements"),
    hasFederalDebt: answer("hasFederalDebt"),
    isPartyToLawsuit: answer("isPartyToLawsuit"),
    hasConveyedForeclosure: answer("hasConveyedForeclosure"),
    doneShortSale: answer("doneShortSale"),
    hasForeclosure: answer("hasForeclosure"),
    hasBankruptcy: answer("hasBankruptcy"),
    otherPropertyType: saved?.otherPropertyType ?? null,
    otherPropertyTitle: saved?.otherPropertyTitle ?? null,
    borrowedThirdPartyMoneyAmount:
      saved?.borrowedThirdPartyMoneyAmount === undefined
        ? ""
        : formatMoney(saved.borrowedThirdPartyMoneyAmount),
    bankruptcy: saved?.bankruptcy ?? null,
  };
}

/** A follow-up, set in under the question it follows, shown only once that question is answered yes. */
function FollowUp({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ pl: { xs: 2, sm: 3 }, borderLeft: 3, borderColor: "divider", display: "grid", gap: 3 }}>
      {children}
    </Box>
  );
}

function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" sx={{ fontSize: "1.25rem", fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/**
 * The body of step 7: every declaration as a yes/no question in plain words, each follow-up shown
 * under its question when the answer is yes. The form is made with `shouldUnregister: true`, so a
 * follow-up hidden by a "no" leaves the answers (the schema refuses a follow-up without its yes).
 */
export function DeclarationsFieldsBody({ form, purchase }: { form: DeclarationsForm; purchase: boolean }) {
  const t = useTranslations("application-declarations.declarations");
  const { control } = form;
  const [occupy, owned, borrowed, bankrupt] = useWatch({
    control,
    name: ["hasIntentToOccupy", "onwershipInterest", "hasBorrowedThirdPartyMoney", "hasBankruptcy"],
  });
  const question = (key: DeclarationQuestionKey) => (
    <YesNoField key={key} control={control} name={key} legend={t(`questions.${key}`)} />
  );
  return (
    <>
      <SectionHeading>{t("aboutProperty")}</SectionHeading>
      {question("hasIntentToOccupy")}
      {occupy === true ? (
        <FollowUp>
          {question("onwershipInterest")}
          {owned === true ? (
            <>
              <ChoiceCardsField
                control={control}
                name="otherPropertyType"
                legend={t("otherPropertyType")}
                options={OTHER_PROPERTY_TYPES.map((value) => ({
                  value,
                  label: t(`otherPropertyTypes.${value}`),
                }))}
              />
              <ChoiceCardsField
                control={control}
                name="otherPropertyTitle"
                legend={t("otherPropertyTitle")}
                options={OTHER_PROPERTY_TITLES.map((value) => ({
                  value,
                  label: t(`otherPropertyTitles.${value}`),
                }))}
              />
            </>
          ) : null}
        </FollowUp>
      ) : null}
      {purchase ? question("hasSpecialBorrowerSellerRelationship") : null}
      {ABOUT_PROPERTY.map((key) => (
        <Box key={key} sx={{ display: "grid", gap: 3 }}>
          {question(key)}
          {key === "hasBorrowedThirdPartyMoney" && borrowed === true ? (
            <FollowUp>
              <MoneyField
                control={control}
                name="borrowedThirdPartyMoneyAmount"
                label={t("borrowedThirdPartyMoneyAmount")}
              />
            </FollowUp>
          ) : null}
        </Box>
      ))}
      <SectionHeading>{t("aboutFinances")}</SectionHeading>
      {ABOUT_FINANCES.map((key) => question(key))}
      {bankrupt === true ? (
        <FollowUp>
          <ChoiceCardsField
            control={control}
            name="bankruptcy"
            legend={t("bankruptcy")}
            columns={{ xs: 2, sm: 3 }}
            options={BANKRUPTCY_CHAPTERS.map((value) => ({ value, label: t(`chapters.${value}`) }))}
          />
        </FollowUp>
      ) : null}
    </>
  );
}
