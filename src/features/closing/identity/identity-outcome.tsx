import Typography from "@mui/material/Typography";
import { useTranslations } from "use-intl";
import { Notice } from "@/ui/notice";

/** The check's outcome in plain words, with the condition it added (decision 041). */
export function IdentityOutcome({
  outcome,
  conditionText,
}: {
  outcome: "pass" | "review" | "fail";
  conditionText: string | null;
}) {
  const t = useTranslations("closing.identity");
  const severity = outcome === "pass" ? "success" : outcome === "review" ? "warning" : "error";
  return (
    <Notice severity={severity} role="status">
      <Typography sx={{ fontWeight: 600 }}>{t(outcome)}</Typography>
      {conditionText ? <Typography>{conditionText}</Typography> : null}
    </Notice>
  );
}
