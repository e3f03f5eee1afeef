import Box from "@mui/material/Box";
import type { ReactNode } from "react";

// Spread after `borderLeft`, whose shorthand would otherwise reset the border's colour.
const NOTICE_COLOURS = {
  error: { bgcolor: "#FDECEA", borderColor: "error.main" },
  warning: { bgcolor: "#FFF4E5", borderColor: "warning.main" },
  success: { bgcolor: "#EDF7ED", borderColor: "success.main" },
} as const;

export type NoticeSeverity = keyof typeof NOTICE_COLOURS;

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
    <Box
      role={role}
      sx={{ borderLeft: 4, ...NOTICE_COLOURS[severity], color: "text.primary", borderRadius: 1, p: 2 }}
    >
      {children}
    </Box>
  );
}
