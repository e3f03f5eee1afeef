const WELL_FORMED = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * The id that ties a request's log lines to what its caller saw. A load balancer's id is kept when
 * it is well formed; anything else a client sends is replaced, so logs and answers never carry
 * arbitrary client text.
 */
export function requestIdFrom(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && WELL_FORMED.test(given) ? given : crypto.randomUUID();
}
