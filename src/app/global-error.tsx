"use client";

/** Last resort when the root layout itself fails: plain HTML, no theme. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main>
          <h1>Something went wrong on our side</h1>
          <p>The site didn’t load. Your saved answers are safe. Please try again in a moment.</p>
          <button type="button" onClick={reset}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
