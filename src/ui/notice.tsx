import type { ReactNode } from "react";
import styles from "./notice.module.css";

export type NoticeSeverity = "error" | "warning" | "success";

/**
 * A sentence for the person beside a form: `role="alert"` for a refusal or an error (read out when
 * it appears), `role="status"` for news. Not MUI's Alert: its Paper writes an inline `style`
 * attribute (`--Paper-shadow`) into the server's HTML, which the signed-in areas' nonce CSP refuses.
 */
export function Notice({
  severity,
  role,
  children,
}: {
  severity: NoticeSeverity;
  role: "alert" | "status";
  children: ReactNode;
}) {
  return (
    <div role={role} className={`${styles.notice} ${styles[severity]}`}>
      {children}
    </div>
  );
}
