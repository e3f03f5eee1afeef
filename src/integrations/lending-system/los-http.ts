import { LoanSystemRefusal, LoanSystemUnavailable } from "@/domain/ports/loan-system-export";

export type LosHttpOptions = {
  /** The system's name in messages staff read, e.g. "Encompass". */
  label: string;
  baseUrl: string;
  /** The authorisation headers; `renew` after the system answered 401 to the ones given. */
  authorise?: (renew: boolean) => Promise<Record<string, string>>;
  /** The system's own words out of an error answer's body (vendor transform). */
  reasonOf: (body: string) => string;
  /** A call not answered within this is abandoned and retried: default 20 s. */
  timeoutMs?: number;
  /** Tries per call, the first included: default 4. */
  attempts?: number;
  /** The first retry's wait, doubled each time (plus up to half again at random): default 500 ms. */
  backoffMs?: number;
  /** Calls under way at once from this process: default 10 (Encompass allows 30 per lender, shared). */
  maxConcurrent?: number;
  sleep?: (ms: number) => Promise<void>;
};

export type LosRequest = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, string>;
  body?: string;
  contentType?: string;
  /** Statuses answered to the caller rather than thrown (404 when looking a loan up). */
  allow?: readonly number[];
};

export type LosResponse = { status: number; body: string; headers: Headers };

export type LosHttp = { call(request: LosRequest): Promise<LosResponse> };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds in a Retry-After header (its date form too), in ms; undefined when absent or unreadable. */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Counts calls under way and lets one more start only below the limit, in arrival order. */
function gate(initial: number) {
  let limit = initial;
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (running < limit && waiting.length > 0) {
      running += 1;
      waiting.shift()?.();
    }
  };
  return {
    enter: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        next();
      }),
    leave() {
      running -= 1;
      next();
    },
    /** The system's own limit (Encompass's X-Concurrency-Limit-Limit) lowers ours, never raises it. */
    lower(to: number) {
      if (to >= 1 && to < limit) limit = to;
    },
  };
}

/**
 * The HTTP client the three lending-system adapters share: JSON or XML over fetch, each call under
 * a timeout, 429 and 5xx (and calls that time out or fail to connect) retried with exponential
 * backoff and jitter, honouring Retry-After; a 401 renews the token once; the concurrency the
 * system announces (`X-Concurrency-Limit-Limit` / `-Remaining`) is respected: with none remaining,
 * the next call waits a backoff first. A business refusal (409, 400, 422) is a `LoanSystemRefusal`
 * in the system's own words, never retried; a system that keeps failing a `LoanSystemUnavailable`.
 */
export function losHttp(options: LosHttpOptions): LosHttp {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 500;
  const sleep = options.sleep ?? wait;
  const slots = gate(options.maxConcurrent ?? 10);
  let pausedUntil = 0;
  const backoff = (attempt: number) => backoffMs * 2 ** attempt * (1 + Math.random() / 2);

  async function once(request: LosRequest, authorisation: Record<string, string>): Promise<Response> {
    const url = new URL(request.path, options.baseUrl);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(request.contentType ? { "content-type": request.contentType } : {}),
      ...authorisation,
    };
    const pause = pausedUntil - Date.now();
    if (pause > 0) await sleep(pause);
    await slots.enter();
    try {
      const response = await fetch(url, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const limit = Number(response.headers.get("x-concurrency-limit-limit"));
      if (Number.isInteger(limit)) slots.lower(limit);
      if (response.headers.get("x-concurrency-limit-remaining") === "0") pausedUntil = Date.now() + backoffMs;
      return response;
    } finally {
      slots.leave();
    }
  }

  return {
    async call(request) {
      let renewed = false;
      let renewNow = false;
      let last = "";
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        // Outside the try: a refused token request is the system's answer, not a network failure.
        const authorisation = options.authorise ? await options.authorise(renewNow) : {};
        renewNow = false;
        let response: Response;
        try {
          response = await once(request, authorisation);
        } catch (error) {
          last =
            error instanceof Error && error.name === "TimeoutError"
              ? `did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`
              : "could not be reached";
          if (attempt + 1 < attempts) await sleep(backoff(attempt));
          continue;
        }
        const body = await response.text();
        const { status } = response;
        if (status < 400 || request.allow?.includes(status))
          return { status, body, headers: response.headers };
        if (status === 401 && options.authorise && !renewed) {
          renewed = true;
          renewNow = true;
          attempt -= 1; // a renewed token is not a failure of the system
          continue;
        }
        if (status === 429 || status >= 500) {
          last = status === 429 ? "was busy (429: too many calls)" : `failed (${status})`;
          if (attempt + 1 < attempts) await sleep(retryAfterMs(response.headers) ?? backoff(attempt));
          continue;
        }
        if (status === 401 || status === 403)
          throw new LoanSystemRefusal(
            `${options.label} refused the site's credentials (${status}); check the ${options.label} settings.`,
          );
        throw new LoanSystemRefusal(options.reasonOf(body) || `${options.label} answered ${status}.`);
      }
      throw new LoanSystemUnavailable(`${options.label} ${last}, ${attempts} times in a row.`);
    },
  };
}

/** A bearer token from `fetchToken`, kept until shortly before it expires; one renewal at a time. */
export function cachedBearer(
  fetchToken: () => Promise<{ token: string; expiresInSeconds?: number }>,
  marginMs = 60_000,
): NonNullable<LosHttpOptions["authorise"]> {
  let token: { value: string; until: number } | undefined;
  let renewing: Promise<string> | undefined;
  const renew = async () => {
    const { token: value, expiresInSeconds } = await fetchToken();
    const until =
      expiresInSeconds === undefined
        ? Number.POSITIVE_INFINITY
        : Date.now() + expiresInSeconds * 1000 - marginMs;
    token = { value, until };
    return value;
  };
  return async (stale) => {
    if (stale || !token || token.until <= Date.now()) {
      // Calls arriving while a renewal runs wait for it rather than asking again.
      renewing ??= renew().finally(() => {
        renewing = undefined;
      });
      return { authorization: `Bearer ${await renewing}` };
    }
    return { authorization: `Bearer ${token.value}` };
  };
}
