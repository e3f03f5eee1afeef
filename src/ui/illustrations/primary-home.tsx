import { tokens } from "../tokens";
import { HEART_PATH, IllustrationFrame, type IllustrationProps } from "./illustration-frame";

const { primary, success, secondary, heroBackground, divider } = tokens.color;

/** Primary Home (spec §2 property-usage picker): a family house with a heart on its door. */
export function PrimaryHomeIllustration({
  label = "Illustration of a family house",
  className,
}: IllustrationProps) {
  return (
    <IllustrationFrame label={label} className={className}>
      <ellipse cx="100" cy="82" rx="92" ry="62" fill={heroBackground} />
      <rect x="18" y="120" width="164" height="6" rx="3" fill={divider} />
      <rect x="126" y="38" width="14" height="28" rx="2" fill={secondary} />
      <rect x="54" y="70" width="92" height="52" fill="#FFFFFF" stroke={primary} strokeWidth="3" />
      <polygon
        points="42,76 100,30 158,76"
        fill={primary}
        stroke={primary}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <rect
        x="64"
        y="84"
        width="20"
        height="16"
        rx="2"
        fill={heroBackground}
        stroke={primary}
        strokeWidth="2.5"
      />
      <rect
        x="116"
        y="84"
        width="20"
        height="16"
        rx="2"
        fill={heroBackground}
        stroke={primary}
        strokeWidth="2.5"
      />
      <rect x="88" y="90" width="24" height="32" rx="3" fill={success} />
      <path d={HEART_PATH} transform="translate(93 95) scale(0.58)" fill="#FFFFFF" />
      <circle cx="107" cy="109" r="1.8" fill={secondary} />
      <path d={HEART_PATH} transform="translate(150 12) scale(1.1)" fill={success} />
    </IllustrationFrame>
  );
}
