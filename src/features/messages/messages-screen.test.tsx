// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { aServerRefusal } from "@/ui/server-refusals.test-support";
import { axeViolations, renderWithUi } from "@/ui/ui-providers.test-support";
import { MessagesScreen } from "./messages-screen";

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 20_000 });

type Line = {
  id: string;
  author: "borrower" | "coborrower" | "staff";
  mine: boolean;
  body: string;
  sentAt: Date;
  unread: boolean;
};
const api = {
  thread: vi.fn<() => Promise<{ messages: Line[] }>>(),
  send: vi.fn<(input: { body: string }) => Promise<unknown>>(),
  markRead: vi.fn<() => Promise<unknown>>(),
};
const trpc = {
  messages: {
    thread: { queryOptions: () => ({ queryKey: ["messages", "thread"], queryFn: () => api.thread() }) },
    send: {
      mutationOptions: (options: object = {}) => ({
        ...options,
        mutationFn: (input: { body: string }) => api.send(input),
      }),
    },
    markRead: {
      mutationOptions: (options: object = {}) => ({ ...options, mutationFn: () => api.markRead() }),
    },
  },
};
vi.mock("@/lib/trpc/client", () => ({ useTRPC: () => trpc }));

const render = () =>
  renderWithUi(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MessagesScreen />
    </QueryClientProvider>,
  );

const FROM_TEAM: Line = {
  id: "m1",
  author: "staff",
  mine: false,
  body: "Please send <b>March</b>'s statement.",
  sentAt: new Date("2026-11-20T10:00:00Z"),
  unread: true,
};

describe("/app/messages", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.thread.mockResolvedValue({ messages: [FROM_TEAM] });
    api.markRead.mockResolvedValue({ read: true });
  });

  it("shows the loan team's message as text, marks it read, and has no serious accessibility fault", async () => {
    const { container } = render();
    const thread = await screen.findByRole("list", { name: "Messages" });
    expect(within(thread).getByText("Please send <b>March</b>'s statement.")).toBeTruthy();
    expect(within(thread).getByText("Your loan team")).toBeTruthy();
    expect(within(thread).getByText("New")).toBeTruthy();
    await waitFor(() => expect(api.markRead).toHaveBeenCalledTimes(1));
    expect(await axeViolations(container)).toEqual([]);
  });

  it("refuses an empty reply beside the field without sending, then sends a written one and reads the thread again", async () => {
    const user = userEvent.setup();
    api.send.mockResolvedValue({ messageId: "m2" });
    render();
    await screen.findByRole("list", { name: "Messages" });
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByText("Write your message before sending it.")).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Your message"), "Sent it just now.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await waitFor(() => expect(api.send).toHaveBeenCalledWith({ body: "Sent it just now." }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Your message was sent.");
    await waitFor(() => expect(api.thread).toHaveBeenCalledTimes(2));
  });

  it("shows the server's refusal and keeps what was written", async () => {
    const user = userEvent.setup();
    api.send.mockRejectedValue(
      aServerRefusal("Messages open once you have accepted an offer.", {
        code: "FORBIDDEN",
        httpStatus: 403,
      }),
    );
    render();
    await screen.findByRole("list", { name: "Messages" });
    await user.type(screen.getByLabelText("Your message"), "Hello?");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Messages open once you have accepted an offer.",
    );
    expect((screen.getByLabelText("Your message") as HTMLTextAreaElement).value).toBe("Hello?");
  });
});
