import Box from "@mui/material/Box";
import type { ReactNode } from "react";
import { Notice as UiNotice } from "@/ui/notice";
import { messageOf } from "./server-errors";

/**
 * A notice that can be rendered on the server. MUI's Alert is a Paper, and Paper writes an inline
 * `style="--Paper-shadow:…"` attribute, which the portal's nonce CSP refuses (style-src-attr) when it
 * arrives in server HTML; a styled box looks the same without one.
 */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <Box
      role="status"
      sx={{
        mb: 3,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: "info.main",
        bgcolor: "grey.100",
        color: "text.primary",
      }}
    >
      {children}
    </Box>
  );
}

/** A failed call's sentence (role="alert": read out when it appears), in a box rather than MUI's Alert. */
export function ErrorNotice({ error }: { error: unknown }) {
  return (
    <UiNotice severity="error" role="alert">
      {messageOf(error)}
    </UiNotice>
  );
}
