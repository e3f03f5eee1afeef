import type { ReactNode } from "react";

/**
 * What every illustration takes: `label`, its text alternative (English by default; a screen in
 * another language passes its own), and an optional `className`. Drawn at 200×150 and scaled by CSS.
 */
export interface IllustrationProps {
  label?: string;
  className?: string;
}

/** The SVG around a drawing: an image named by its label, for assistive technology and as a tooltip. */
export function IllustrationFrame({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      className={className}
      viewBox="0 0 200 150"
      width="200"
      height="150"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{label}</title>
      {children}
    </svg>
  );
}

/** A heart 24 units wide, drawn with its top-left corner at the origin. */
export const HEART_PATH = "M12 21s-7-4.5-9.5-9A5 5 0 0 1 12 6a5 5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z";
