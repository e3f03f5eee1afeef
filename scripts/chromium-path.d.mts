export function chromiumPath(): string;
export const CHROMIUM_MISSING: string;
export function hasChromium(): boolean;
