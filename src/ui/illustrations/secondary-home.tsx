import { tokens } from "../tokens";
import { IllustrationFrame, type IllustrationProps } from "./illustration-frame";

const { primary, success, secondary, heroBackground, divider } = tokens.color;

/** Secondary Home (spec §2 property-usage picker): a cabin by a lake, mountains behind. */
export function SecondaryHomeIllustration({
  label = "Illustration of a cabin by a lake in the mountains",
  className,
}: IllustrationProps) {
  return (
    <IllustrationFrame label={label} className={className}>
      <ellipse cx="100" cy="80" rx="92" ry="62" fill={heroBackground} />
      <circle cx="160" cy="34" r="12" fill={success} fillOpacity="0.35" />
      <polygon points="14,112 66,44 118,112" fill={secondary} />
      <polygon points="66,44 56,57 62,55 66,60 71,55 76,57" fill="#FFFFFF" />
      <polygon points="84,112 128,58 176,112" fill={secondary} fillOpacity="0.65" />
      <rect x="14" y="110" width="172" height="8" rx="4" fill={divider} />
      <ellipse cx="96" cy="130" rx="78" ry="11" fill={primary} fillOpacity="0.3" />
      <path d="M58 130h22M104 133h26" stroke="#FFFFFF" strokeWidth="2.5" strokeLinecap="round" />
      <polygon points="30,110 42,82 54,110" fill={success} />
      <polygon points="33,96 42,72 51,96" fill={success} />
      <rect x="40" y="108" width="4" height="6" fill={secondary} />
      <polygon
        points="118,114 142,76 166,114"
        fill={primary}
        stroke={primary}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="136" y="96" width="12" height="18" rx="2" fill={success} />
      <circle cx="142" cy="88" r="3.5" fill={heroBackground} />
    </IllustrationFrame>
  );
}
