// Component tests of the portal's screens against a fake API: each procedure the screen calls
// answers from `handlers` (a value, or a thrown error shaped as the server's refusals), inside the
// providers the (portal) layout gives (theme, messages, toasts, react-query, the typed client).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient, TRPCClientError, type TRPCLink } from "@trpc/client";
import { observable } from "@trpc/server/observable";
import type { ReactElement } from "react";
import { TRPCProvider } from "@/lib/trpc/client";
import type { AppRouter } from "@/server/api/root";
import { ToastHost } from "@/ui/toast-host";
import { renderWithUi } from "@/ui/ui-providers.test-support";

export type Handlers = Record<string, (input: unknown) => unknown>;

/** A refusal as the server sends it: its code, its sentence, and its field errors. */
export function refusal(code: string, message: string, fieldErrors: Record<string, string[]> | null = null) {
  return TRPCClientError.from({
    error: { code: -32600, message, data: { code, httpStatus: 400, fieldErrors, requestId: null } },
  });
}

/** Every call made, in order: [path, input]. */
export function renderWithFakeApi(ui: ReactElement, handlers: Handlers) {
  const calls: [string, unknown][] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push([op.path, op.input]);
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw refusal("NOT_FOUND", `No fake for ${op.path}`);
            return handler(op.input);
          })
          .then(
            (data) => {
              observer.next({ result: { type: "data", data } });
              observer.complete();
            },
            (error) => observer.error(error instanceof TRPCClientError ? error : TRPCClientError.from(error)),
          );
      });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpcClient = createTRPCClient<AppRouter>({ links: [link] });
  const view = renderWithUi(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {ui}
        <ToastHost />
      </TRPCProvider>
    </QueryClientProvider>,
  );
  return { ...view, calls };
}
