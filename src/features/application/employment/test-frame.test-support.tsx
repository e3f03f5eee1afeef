import type { ReactNode } from "react";
import { StepLayout } from "@/ui/step-layout";

/** The frame the income forms are given in component tests: a plain StepLayout without counter. */
export function testFrame(title: string) {
  return ({
    description,
    onSubmit,
    children,
  }: {
    description: string;
    onSubmit: () => void;
    children: ReactNode;
  }) => (
    <StepLayout
      title={title}
      description={description}
      step={null}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </StepLayout>
  );
}
