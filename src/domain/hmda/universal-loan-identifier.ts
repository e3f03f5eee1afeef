/**
 * HMDA's universal loan identifier (Regulation C, appendix C): the lender's LEI, up to 23 more
 * letters or digits of its own, and two check digits computed as ISO/IEC 7064 mod 97-10 over the
 * whole (letters read as 10–35), 23 to 45 characters in all.
 */

/** The value of an upper-case alphanumeric string, letters as two digits, mod 97, read piece by piece. */
function mod97(text: string): number {
  let remainder = 0;
  for (const char of text) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The two check digits for a ULI's first characters. */
export function uliCheckDigits(base: string): string {
  return String(98 - mod97(`${base.toUpperCase()}00`)).padStart(2, "0");
}

/** True when the whole ULI checks: mod 97 of it, letters as numbers, is 1. */
export function uliChecks(uli: string): boolean {
  return /^[A-Z0-9]{23,45}$/.test(uli) && mod97(uli) === 1;
}

/**
 * The ULI of one application: the LEI, the first 23 characters of the application's id (its UUID's
 * hexadecimal digits, upper case: unique for any register this lender will file) and the check digits.
 */
export function uliFor(lei: string, applicationId: string): string {
  const base = `${lei}${applicationId.replace(/-/g, "").toUpperCase().slice(0, 23)}`;
  return `${base}${uliCheckDigits(base)}`;
}
