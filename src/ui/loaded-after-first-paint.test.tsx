// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { loadedAfterFirstPaint } from "./loaded-after-first-paint";

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("a screen part loaded after first paint", () => {
  it("fetches its code once, however often it is preloaded, and renders once it is in", async () => {
    const load = vi.fn(async () => Hello);
    const part = loadedAfterFirstPaint(load);
    void part.preload();
    void part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByText("Hello Ada")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch (a dropped connection)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(Hello);
    const part = loadedAfterFirstPaint<{ name: string }>(load);
    await expect(part.preload()).rejects.toThrow("offline");
    const loaded = await part.preload();
    render(<loaded.default name="Grace" />);
    expect(screen.getByText("Hello Grace")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
