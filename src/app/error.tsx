"use client";

/** Shown when a page fails to render: a plain sentence, a retry, and no internals. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main id="main" className="container container-narrow">
      <h1>Something went wrong on our side</h1>
      <p>
        This page didn’t load. Your saved answers are safe. Please try again; if it keeps happening, contact
        us
        {error.digest ? ` and mention reference ${error.digest}` : ""}.
      </p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </main>
  );
}
