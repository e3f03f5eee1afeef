import { tokens } from "../tokens";
import { IllustrationFrame, type IllustrationProps } from "./illustration-frame";

const { primary, success, heroBackground, divider } = tokens.color;

const WINDOW_COLUMNS = [60, 82, 104];
const WINDOW_ROWS = [42, 62, 82];
const LIT = new Set(["60,42", "104,62", "82,82"]);

/** Rental Property (spec §2 property-usage picker): a small building of several flats and a key. */
export function RentalPropertyIllustration({
  label = "Illustration of a small apartment building and a key",
  className,
}: IllustrationProps) {
  return (
    <IllustrationFrame label={label} className={className}>
      <ellipse cx="100" cy="82" rx="92" ry="62" fill={heroBackground} />
      <rect x="18" y="120" width="164" height="6" rx="3" fill={divider} />
      <rect x="50" y="30" width="80" height="92" rx="3" fill="#FFFFFF" stroke={primary} strokeWidth="3" />
      <rect x="46" y="24" width="88" height="10" rx="3" fill={primary} />
      {WINDOW_ROWS.flatMap((y) =>
        WINDOW_COLUMNS.map((x) => (
          <rect
            key={`${x},${y}`}
            x={x}
            y={y}
            width="16"
            height="13"
            rx="2"
            fill={LIT.has(`${x},${y}`) ? success : heroBackground}
            fillOpacity={LIT.has(`${x},${y}`) ? 0.55 : 1}
            stroke={primary}
            strokeWidth="2"
          />
        )),
      )}
      <rect x="78" y="100" width="24" height="22" rx="2" fill={primary} />
      <path d="M90 100v22" stroke="#FFFFFF" strokeWidth="2" />
      <g transform="rotate(-30 152 96)">
        <circle cx="152" cy="96" r="11" fill="none" stroke={success} strokeWidth="6" />
        <rect x="162" y="93" width="30" height="6" rx="2" fill={success} />
        <rect x="182" y="98" width="5" height="9" rx="1" fill={success} />
        <rect x="173" y="98" width="5" height="6" rx="1" fill={success} />
      </g>
    </IllustrationFrame>
  );
}
