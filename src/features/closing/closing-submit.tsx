"use client";
import Button from "@mui/material/Button";
import { Notice } from "@/ui/notice";

/**
 * The end of every closing form: the server's refusal (the sentence no field holds) above the
 * submit button, whose words say while the form is being sent.
 */
export function ClosingSubmit({
  refusal,
  pending,
  label,
  pendingLabel,
}: {
  refusal: string | null;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {refusal ? (
        <Notice severity="error" role="alert">
          {refusal}
        </Notice>
      ) : null}
      <Button type="submit" variant="contained" sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}
