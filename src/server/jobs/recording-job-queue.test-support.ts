import type { JobName, JobOptions, JobPayloads, JobQueue } from "./job-queue";

export interface SentJob<N extends JobName = JobName> {
  name: N;
  data: JobPayloads[N];
  options?: JobOptions;
}

/** A JobQueue that only records what was sent, for tests that check a service hands work on. */
export function recordingJobQueue(): JobQueue & { sent: SentJob[] } {
  const sent: SentJob[] = [];
  return {
    sent,
    async send(name, data, options) {
      sent.push({ name, data, options } as SentJob);
    },
  };
}
