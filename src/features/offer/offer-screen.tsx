"use client";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "use-intl";
import type { PrequalFlag } from "@/domain/funnel/prequal-flows";
import { stepCounter } from "@/domain/prequal/journey";
import { useTRPC } from "@/lib/trpc/client";
import { Notice } from "@/ui/notice";
import { sentenceOf } from "@/ui/server-refusals";
import { StepLayout } from "@/ui/step-layout";
import { HelocOfferDetails } from "./heloc-offer";
import { MortgageOfferDetails } from "./mortgage-offer";
import { type OfferLender, PrequalifiedDisclosure, PricingFootnote } from "./prequalified-disclosure";

/** The tRPC error code of a failed call, when it has one. */
function errorCode(error: unknown): string | undefined {
  return (error as { data?: { code?: string } } | null)?.data?.code;
}

/** The step before the offer: the debts (HELOC) or mortgage-select (mortgage) step, or the old flow's mortgage-balance. */
function backPath(flow: PrequalFlag, product: "heloc" | "mortgage" | undefined): string {
  if (flow === "old") return "/app/initial-setup/mortgage-balance";
  return product === "mortgage" ? "/prequal/mortgage-select" : "/prequal/debts";
}

/**
 * The preview-offer step of both flows (spec §2; issue 8): the prequalified offer the pricing engine
 * made — a HELOC with its draw options and payments, or the three mortgage products — each number
 * expandable to show how it was reached, said plainly to be an estimate and not a commitment.
 * Continue accepts it (`prequal.acceptOffer`) and goes where the server says. A declined
 * application goes to its ineligible screen; a visit before the offer is ready goes to the step to do.
 */
export function OfferScreen({ flow, lender }: { flow: PrequalFlag; lender: OfferLender }) {
  const t = useTranslations("offer");
  const trpc = useTRPC();
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const journey = useQuery(trpc.prequal.journey.queryOptions({ flow }));
  const offer = useQuery(trpc.prequal.offer.queryOptions({ flow }));
  const chooseDraw = useMutation(trpc.prequal.chooseDraw.mutationOptions());
  const accept = useMutation(trpc.prequal.acceptOffer.mutationOptions());
  const [picked, setPicked] = useState<number | null>(null);
  const latestPick = useRef<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const view = offer.data && !offer.data.declined ? offer.data : null;
  const code = errorCode(offer.error);

  useEffect(() => {
    if (offer.data?.declined) router.replace(offer.data.next);
  }, [offer.data, router]);
  useEffect(() => {
    if (code === "UNAUTHORIZED") router.replace(`/app/login?callbackUrl=${encodeURIComponent(pathname)}`);
    else if (code === "NOT_FOUND" && journey.data) router.replace(journey.data.next.path);
  }, [code, journey.data, pathname, router]);

  const step = journey.data
    ? stepCounter(
        flow,
        journey.data.landingVersion,
        {
          answers: journey.data.answers,
          hasAccount: journey.data.hasAccount,
          creditPulled: journey.data.creditPulled,
          referred: journey.data.referred,
        },
        "preview-offer",
      )
    : null;

  const choose = (draw: number) => {
    setRefusal(null);
    setPicked(draw);
    latestPick.current = draw;
    chooseDraw.mutate(
      { flow, draw },
      {
        onSuccess: (answer) => {
          if (latestPick.current !== draw) return;
          queryClient.setQueryData(trpc.prequal.offer.queryKey({ flow }), answer);
          setPicked(null);
        },
        onError: (error) => {
          if (latestPick.current !== draw) return;
          setPicked(null);
          setRefusal(sentenceOf(error, t("errors.offline")));
        },
      },
    );
  };

  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const { next } = await accept.mutateAsync({ flow });
      router.push(next);
    } catch (error) {
      setRefusal(sentenceOf(error, t("errors.offline")));
    }
  };

  const product = view?.product;
  return (
    <StepLayout
      title={product === "mortgage" ? t("titleMortgage") : t("title")}
      step={step}
      back={backPath(flow, product)}
      onSubmit={submit}
      continueLabel={flow === "new" ? t("continueNew") : t("continueOld")}
      continueDisabled={!view || chooseDraw.isPending}
      submitting={accept.isPending}
      error={refusal}
    >
      <PrequalifiedDisclosure />
      {offer.isPending ? (
        <Notice severity="success" role="status">
          {t("loading")}
        </Notice>
      ) : null}
      {offer.isError && code !== "UNAUTHORIZED" && code !== "NOT_FOUND" ? (
        <Notice severity="error" role="alert">
          {sentenceOf(offer.error, t("errors.offline"))}
        </Notice>
      ) : null}
      {view?.product === "heloc" ? (
        <HelocOfferDetails
          view={view}
          chosenDraw={picked ?? view.chosenDraw}
          onChooseDraw={choose}
          choosing={chooseDraw.isPending}
        />
      ) : null}
      {view?.product === "mortgage" ? <MortgageOfferDetails view={view} /> : null}
      {view ? (
        <PricingFootnote lender={lender} rateSheetVersion={view.rateSheetVersion} pricedAt={view.pricedAt} />
      ) : null}
      {view ? <Typography sx={{ fontWeight: 600 }}>{t("continueHint")}</Typography> : null}
    </StepLayout>
  );
}
