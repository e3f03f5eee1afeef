/**
 * Adopting a signature (issue 11): the typed name must be the name on the application. Case and
 * spaces are ignored ("ann  LEE" is Ann Lee), nothing else is: a different spelling is refused.
 */
export function signatureMatchesName(typed: string, first: string, last: string): boolean {
  const squeeze = (text: string) => text.normalize("NFC").toLocaleLowerCase("en-US").replace(/\s+/g, "");
  const wanted = squeeze(`${first}${last}`);
  return wanted !== "" && squeeze(typed) === wanted;
}
