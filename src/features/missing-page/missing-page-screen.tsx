"use client";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { usePathname } from "next/navigation";
import { useTRPC } from "@/lib/trpc/client";
import { toast } from "@/ui/toasts";
import { routePatternOf } from "./route-pattern";

/**
 * A 404 inside the applicant or portal area. Someone in the middle of an application who meets a
 * broken link can tell us in one press; only the link's route pattern is sent, never what it holds.
 */
export function MissingPageScreen() {
  const pathname = usePathname();
  const trpc = useTRPC();
  const report = useMutation(
    trpc.system.reportClientEvent.mutationOptions({
      onSuccess: () => toast("Thanks, we’ve passed this broken link on.", "success"),
      onError: (error) => toast(error.message, "error"),
    }),
  );

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        We can’t find that page
      </Typography>
      <Typography sx={{ mb: 4 }}>
        The link may be out of date. Your saved answers are safe: go back to where you were, or start again
        from the home page.
      </Typography>
      <Button
        variant="contained"
        disabled={report.isPending || report.isSuccess}
        onClick={() =>
          report.mutate({ level: "warn", code: "BROKEN_LINK", path: routePatternOf(pathname ?? "/") })
        }
      >
        {report.isSuccess ? "Reported, thank you" : "Report this broken link"}
      </Button>
      <Typography sx={{ mt: 3 }}>
        <a href="/">Go to the home page</a>
      </Typography>
    </Container>
  );
}
