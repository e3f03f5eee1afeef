/** An error's own sentence for an operator: its message, never a stack. */
export const sentenceOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * Runs an operator's command (`npm run portal`, `lending-system`, `backup`, `restore`) on the
 * process's arguments: its answer is the exit code; a failure prints a sentence and exits 1.
 */
export function runCommand(
  main: (args: string[]) => Promise<number>,
  sentence: (error: unknown) => string = sentenceOf,
): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(sentence(error));
      process.exit(1);
    },
  );
}
