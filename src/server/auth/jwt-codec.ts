import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";
import { decode, encode } from "next-auth/jwt";

/** Enough for every session active at once on one instance; the oldest entries go first. */
const MAX_ENTRIES = 10_000;
/** A re-issued cookie may carry an expiry up to this much older: the sessions table decides anyway. */
const ENCODE_REUSE_MS = 60_000;

function remember<V>(cache: Map<string, V>, key: string, value: V) {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

/**
 * next-auth's session JWT codec, without paying for the same work twice. Decrypting a cookie takes
 * ~0.2 ms and issuing one ~0.3 ms of CPU, on every session read; a cookie seen before is not
 * decrypted again (until its own expiry), and the same session re-issued within a minute gets the
 * same cookie. Whether the session still counts is never cached: every read checks the sessions
 * table (decision 016).
 */
export function cachedJwtCodec() {
  const decoded = new Map<string, { payload: JWT; expiresAt: number }>();
  const encoded = new Map<string, { token: string; until: number }>();

  return {
    async decode(params: JWTDecodeParams): Promise<JWT | null> {
      const key = `${String(params.secret)}\n${params.token ?? ""}`;
      const hit = decoded.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.payload;
      const payload = await decode(params);
      if (payload && typeof payload.exp === "number") {
        remember(decoded, key, { payload, expiresAt: payload.exp * 1000 });
      }
      return payload;
    },

    async encode(params: JWTEncodeParams): Promise<string> {
      const { iat: _iat, exp: _exp, jti: _jti, ...claims } = params.token ?? {};
      const key = `${String(params.secret)}\n${params.maxAge ?? ""}\n${JSON.stringify(claims)}`;
      const hit = encoded.get(key);
      if (hit && hit.until > Date.now()) return hit.token;
      const token = await encode(params);
      remember(encoded, key, { token, until: Date.now() + ENCODE_REUSE_MS });
      return token;
    },
  };
}

/** One codec per process, shared by next-auth's endpoints and the typed API's session reads. */
export const sessionJwt = cachedJwtCodec();
