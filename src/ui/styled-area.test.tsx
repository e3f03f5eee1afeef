// @vitest-environment jsdom
import Button from "@mui/material/Button";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageStyles } from "./page-styles";
import { StyledArea } from "./styled-area";

const lateStyleTags = () => [
  ...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion^="late"]'),
];

describe("MUI brought by a part loaded after first paint (decision 049)", () => {
  it("adds nothing where the layout has the theme and styles in place", () => {
    render(
      <PageStyles.Provider value={{ inPlace: true, nonce: "n1" }}>
        <StyledArea>
          <p>Form</p>
        </StyledArea>
      </PageStyles.Provider>,
    );
    expect(screen.getByText("Form")).toBeTruthy();
    expect(lateStyleTags()).toEqual([]);
  });

  it("styles under the document's nonce on a page that paints without MUI, nested parts sharing it", () => {
    render(
      <PageStyles.Provider value={{ inPlace: false, nonce: "n1" }}>
        <StyledArea>
          <StyledArea>
            <Button variant="contained">Continue</Button>
          </StyledArea>
        </StyledArea>
      </PageStyles.Provider>,
    );
    expect(screen.getByRole("button", { name: "Continue" }).className).toMatch(/late-/);
    const tags = lateStyleTags();
    expect(tags.length).toBeGreaterThan(0);
    expect(tags.every((tag) => tag.nonce === "n1")).toBe(true);
  });
});
