"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";
import superjson from "superjson";
import { captchaToken } from "@/lib/captcha/token";
import type { AppRouter } from "@/server/api/root";
import { apiHeaders } from "./api-headers";
import { QUERY_DEFAULTS } from "./query-defaults";

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

/** The typed API for the browser: queries as GET, mutations as POST, with the spec's headers. */
export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: "/api/trpc",
          transformer: superjson,
          headers: ({ opList }) =>
            apiHeaders(
              opList.some((op) => op.type === "mutation"),
              captchaToken,
            ),
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
