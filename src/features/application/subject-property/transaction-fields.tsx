"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type Control, useFieldArray, useFormState, useWatch } from "react-hook-form";
import { useTranslations } from "use-intl";
import {
  DOWN_PAYMENT_SOURCES,
  GIFT_KINDS,
  GIFT_SOURCES,
  MAX_GIFTS,
  REFINANCE_PURPOSES,
} from "@/domain/application/subject-property";
import { ChoiceCardsField } from "@/ui/choice-cards";
import { MoneyField, SelectField, YesNoField } from "@/ui/inputs";
import { blankGift, type SubjectPropertyValues } from "./subject-property-values";

type FormControl = Control<SubjectPropertyValues, unknown, unknown>;

function GiftFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.subjectProperty");
  const gifts = useFieldArray({ control, name: "transaction.gifts" });
  const { errors } = useFormState({ control, name: "transaction.gifts" });
  const listError = errors.transaction?.gifts?.root?.message ?? errors.transaction?.gifts?.message;
  const options = <K extends string>(values: readonly K[], key: "giftKinds" | "giftSources") =>
    values.map((value) => ({ value, label: t(`${key}.${value}` as never) }));
  return (
    <Stack component="fieldset" spacing={3} sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t("gifts")}
      </Typography>
      <Typography variant="body2">{t("giftsHint")}</Typography>
      {gifts.fields.map((gift, index) => (
        <Stack key={gift.id} spacing={2} component="section" aria-label={t("gift", { number: index + 1 })}>
          <Typography component="h3" variant="subtitle1">
            {t("gift", { number: index + 1 })}
          </Typography>
          <SelectField
            control={control}
            name={`transaction.gifts.${index}.kind`}
            label={t("giftKind")}
            placeholder={t("giftKind")}
            options={options(GIFT_KINDS, "giftKinds")}
          />
          <SelectField
            control={control}
            name={`transaction.gifts.${index}.source`}
            label={t("giftSource")}
            placeholder={t("giftSource")}
            options={options(GIFT_SOURCES, "giftSources")}
          />
          <MoneyField control={control} name={`transaction.gifts.${index}.amount`} label={t("giftAmount")} />
          <YesNoField
            control={control}
            name={`transaction.gifts.${index}.deposited`}
            legend={t("giftDeposited")}
          />
          <Box>
            <Button type="button" variant="text" onClick={() => gifts.remove(index)} sx={{ minHeight: 44 }}>
              {t("removeGift", { number: index + 1 })}
            </Button>
          </Box>
        </Stack>
      ))}
      {listError ? (
        <Typography role="alert" color="error">
          {listError}
        </Typography>
      ) : null}
      {gifts.fields.length < MAX_GIFTS ? (
        <Box>
          <Button type="button" variant="outlined" onClick={() => gifts.append({ ...blankGift })}>
            {t("addGift")}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function PurchaseFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.subjectProperty");
  const choose = useTranslations("application-personal")("choose");
  return (
    <>
      <MoneyField control={control} name="transaction.purchasePrice" label={t("purchasePrice")} />
      <MoneyField control={control} name="transaction.downPayment" label={t("downPayment")} />
      <SelectField
        control={control}
        name="transaction.downPaymentSource"
        label={t("downPaymentSource")}
        placeholder={choose}
        options={DOWN_PAYMENT_SOURCES.map((value) => ({ value, label: t(`downPaymentSources.${value}`) }))}
      />
      <GiftFields control={control} />
    </>
  );
}

/** A mortgage's purchase (price, down payment, its source, gifts) or refinance (purpose, cash out). */
export function TransactionFields({ control }: { control: FormControl }) {
  const t = useTranslations("application-personal.subjectProperty");
  const purpose = useWatch({ control, name: "transaction.purpose" });
  const refinancePurpose = useWatch({ control, name: "transaction.refinancePurpose" });
  return (
    <Stack spacing={3}>
      <ChoiceCardsField
        control={control}
        name="transaction.purpose"
        legend={t("purpose")}
        options={(["purchase", "refinance"] as const).map((value) => ({
          value,
          label: t(`purposes.${value}`),
        }))}
      />
      {purpose === "purchase" ? <PurchaseFields control={control} /> : null}
      {purpose === "refinance" ? (
        <>
          <ChoiceCardsField
            control={control}
            name="transaction.refinancePurpose"
            legend={t("refinancePurpose")}
            options={REFINANCE_PURPOSES.map((value) => ({ value, label: t(`refinancePurposes.${value}`) }))}
          />
          {refinancePurpose === "cashOut" ? (
            <MoneyField control={control} name="transaction.cashOutAmount" label={t("cashOutAmount")} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
