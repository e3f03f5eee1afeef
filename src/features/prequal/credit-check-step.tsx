"use client";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTranslations } from "use-intl";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { JourneyStepScreen } from "./journey-step-screen";
import { useGoOn } from "./use-journey";

/**
 * Runs the soft pull once (`prequal.pullCredit`) and goes where its answer says: mortgage-select,
 * or an ineligible page. The ref keeps React's strict mode, which mounts effects twice in
 * development, from pulling twice; the server reuses a pull within 30 days anyway.
 */
function CreditCheck() {
  const t = useTranslations("prequal");
  const trpc = useTRPC();
  const goOn = useGoOn();
  const pull = useMutation(trpc.prequal.pullCredit.mutationOptions());
  const started = useRef(false);
  const { mutate } = pull;

  const run = useCallback(() => {
    mutate({ flow: "new" }, { onSuccess: ({ next }) => goOn(next) });
  }, [mutate, goOn]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
  }, [run]);

  if (pull.isError) {
    return (
      <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
        <Notice severity="error" role="alert">
          {sentenceOf(pull.error, t("offline"))}
        </Notice>
        <Button variant="contained" onClick={run}>
          {t("tryAgain")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Box role="status">
        <Typography>{t("creditCheck.checking")}</Typography>
      </Box>
      <Box
        component="progress"
        aria-label={t("creditCheck.progressLabel")}
        sx={{
          display: "block",
          width: "100%",
          height: 8,
          appearance: "none",
          border: 0,
          borderRadius: 4,
          bgcolor: "grey.200",
          color: "primary.main",
          "&::-webkit-progress-bar": { bgcolor: "grey.200", borderRadius: 4 },
        }}
      />
      <Typography sx={{ color: "text.secondary" }}>{t("creditCheck.wait")}</Typography>
    </Stack>
  );
}

/** Spec §2 /prequal/credit-check: the soft pull, with a calm word that it does not touch the score. */
export function CreditCheckStep() {
  const t = useTranslations("prequal.creditCheck");
  return (
    <JourneyStepScreen slug="credit-check" title={t("title")}>
      {() => (
        <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, mb: 3 }}>
            {t("title")}
          </Typography>
          <CreditCheck />
        </Container>
      )}
    </JourneyStepScreen>
  );
}
