// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToastHost } from "./toast-host";
import { toast } from "./toasts";

describe("toasts", () => {
  it("a toast asked for before the host is up shows once the host mounts", async () => {
    toast("Version 4 is published.", "success");
    expect(screen.queryByText("Version 4 is published.")).toBeNull();
    render(<ToastHost />);
    expect(await screen.findByText("Version 4 is published.")).toBeTruthy();
  });

  it("a toast asked for once the host is up shows at once", async () => {
    render(<ToastHost />);
    toast("Recovery codes copied.", "info");
    expect(await screen.findByText("Recovery codes copied.")).toBeTruthy();
  });
});
