"use client";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/client";
import buttons from "../buttons.module.css";
import styles from "./applicant-bar.module.css";
import { useApplicant } from "./applicant-session";
import { signOutApplicant } from "./sign-out";

const TRACKER = "/app/application/submitted";

/**
 * At the top of every applicant page once signed in: who is signed in, the way out and, once the
 * application is submitted (or conditionally approved), the status tracker's link (decision 043);
 * for an application declined at submission, the link leads to its notice on the ineligible screen.
 * The application is read with the record the redirect guard reads, so no second request is made.
 * Plain CSS: it loads on the entry steps, which need no MUI (decision 053).
 */
export function ApplicantBar() {
  const { status, applicant } = useApplicant();
  const trpc = useTRPC();
  const record = useQuery({
    ...trpc.prequal.record.queryOptions(),
    enabled: status === "authenticated",
  });
  if (status !== "authenticated" || !applicant) return null;
  const submitted =
    record.data?.applicationStatus === "applicationSubmitted" ||
    record.data?.encompassConditionallyApproved === true;
  const name = `${applicant.firstName} ${applicant.lastName}`.trim() || applicant.email;
  const small = `${buttons.button} ${buttons.small}`;
  return (
    <section aria-label="Your account" className={styles.bar}>
      <div className={`container ${styles.row}`}>
        <p className={styles.who}>
          Signed in as <strong>{name}</strong>
        </p>
        <div className={styles.actions}>
          {submitted ? (
            <a className={`${small} ${buttons.text}`} href={record.data?.declinedTo ?? TRACKER}>
              Your application status
            </a>
          ) : null}
          <button
            type="button"
            className={`${small} ${buttons.outlined}`}
            onClick={() => void signOutApplicant()}
          >
            Sign out
          </button>
        </div>
      </div>
    </section>
  );
}
