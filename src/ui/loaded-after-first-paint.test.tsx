// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { loadedAfterFirstPaint, usePreload } from "./loaded-after-first-paint";

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

function PreloadingPage({ part }: { part: { preload: () => Promise<unknown> } }) {
  usePreload(part);
  return <p>Frame</p>;
}

describe("a plain part, and modules it needs loaded first", () => {
  it("runs `first` in a task before the part's own load, and brings no MUI theme with a plain part", async () => {
    const order: string[] = [];
    const first = vi.fn(async () => {
      order.push("first");
      setTimeout(() => order.push("a task queued by first"));
    });
    const load = vi.fn(async () => {
      order.push("part");
      return Hello;
    });
    const part = loadedAfterFirstPaint(load, { plain: true, first });
    const loaded = await part.preload();
    expect(order).toEqual(["first", "a task queued by first", "part"]);
    // Plain: the part itself, not wrapped in StyledArea (MUI's theme and Emotion's cache).
    expect(loaded.default).toBe(Hello);
  });

  it("usePreload fetches the part once the page has painted, not while it mounts", async () => {
    const load = vi.fn(async () => Hello);
    render(<PreloadingPage part={loadedAfterFirstPaint(load, { plain: true })} />);
    expect(screen.getByText("Frame")).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
