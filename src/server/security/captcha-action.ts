/** The bot-check action every API write is verified against (spec §7). */
export const CAPTCHA_ACTION = "api_update";
