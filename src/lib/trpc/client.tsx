"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";
import { captchaToken } from "@/lib/captcha/token";
import type { AppRouter } from "@/server/api/root";
import { apiLinks } from "./links";
import { QUERY_DEFAULTS } from "./query-defaults";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** The typed API for the browser, with the spec's query defaults (§9) and headers (§7). */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({ links: apiLinks({ url: "/api/trpc", token: captchaToken }) }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
