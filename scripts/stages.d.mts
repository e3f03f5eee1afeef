export interface StageTools {
  /** Runs a command, its output kept for the stage; true when it exits with 0. */
  exec(command: string, args: string[], env?: Record<string, string>): Promise<boolean>;
  /** A line of the stage's own in its output. */
  note(text: string): void;
}

export interface Stage {
  name: string;
  after?: string[];
  run(tools: StageTools): Promise<boolean>;
}

export interface StageResult {
  status: "passed" | "failed" | "skipped";
  startMs: number;
  wallMs: number;
}

export interface StagesOutcome {
  results: Map<string, StageResult>;
  wallMs: number;
}

export function runStages(
  stages: Stage[],
  options: { slots: number; cwd: string; env: NodeJS.ProcessEnv },
): Promise<StagesOutcome>;

export function summaryTable(stages: Stage[], outcome: StagesOutcome): string;
