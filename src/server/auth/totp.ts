import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/**
 * The staff second factor (docs/design.md §4): RFC 6238 TOTP as every authenticator app reads it:
 * SHA-1, 6 digits, 30-second steps. One step either side is accepted, for a phone's clock that
 * drifts and a code typed as it changes.
 */
const TOTP_SETTINGS = { digits: 6, periodSeconds: 30, toleranceSeconds: 30 } as const;
const TOTP_ISSUER = "Keystone Home Credit";

/** The context the secret is encrypted under: a secret copied onto another row does not open. */
export function totpSecretContext(staffUserId: string): string {
  return `staff_users.totp_secret:${staffUserId}`;
}

/** 160 random bits in base32, RFC 4226's recommended length. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export interface TotpProvisioning {
  /** `otpauth://totp/…`: what the QR code holds. */
  otpauthUri: string;
  /** The QR code as an SVG document, for the page to show. */
  qrCodeSvg: string;
  /** The secret in groups of four for typing by hand: "ABCD EFGH …". */
  secretGroups: string;
}

/** What the enrolment page shows: a QR code, and the same secret to type when the camera cannot. */
export async function totpProvisioning(secret: string, accountName: string): Promise<TotpProvisioning> {
  const otpauthUri = generateURI({
    issuer: TOTP_ISSUER,
    label: accountName,
    secret,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
  });
  const qrCodeSvg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { otpauthUri, qrCodeSvg, secretGroups: secret.match(/.{1,4}/g)?.join(" ") ?? secret };
}

export type TotpCheck = { valid: true; step: number } | { valid: false; replayed: boolean };

/**
 * Checks a 6-digit code at time `at`. `lastUsedStep` is the step of the last code accepted: that
 * step and earlier ones are refused, so a code seen over someone's shoulder is useless once used.
 */
export async function checkTotp(
  secret: string,
  code: string,
  options: { at: Date; lastUsedStep: number | null },
): Promise<TotpCheck> {
  if (!/^\d{6}$/.test(code)) return { valid: false, replayed: false };
  const base = {
    secret,
    token: code,
    digits: TOTP_SETTINGS.digits,
    period: TOTP_SETTINGS.periodSeconds,
    epoch: Math.floor(options.at.getTime() / 1000),
    epochTolerance: TOTP_SETTINGS.toleranceSeconds,
  } as const;
  const fresh = await verify(
    options.lastUsedStep === null ? base : { ...base, afterTimeStep: options.lastUsedStep },
  );
  if (fresh.valid && "timeStep" in fresh) return { valid: true, step: fresh.timeStep };
  if (options.lastUsedStep === null) return { valid: false, replayed: false };
  // Only to tell the person why: the code was right, but it has been used already.
  const again = await verify(base);
  return { valid: false, replayed: again.valid };
}
