/**
 * Work that may wait (decision 032), by name, with what each job carries: ids only, never personal
 * data, since a job's payload sits in the database until it runs. The handler reads what it needs.
 */
export type JobPayloads = {
  /** Re-encode an uploaded image (dropping its metadata; HEIC to JPEG) and make its thumbnail. */
  "document.normalise": { documentId: string };
  /** Send an e-mail condition's message, with its attachment, to the borrower it asks (spec §9). */
  "condition.mail": { conditionId: string };
  /** Tell the applicant a milestone passed or something is needed, with the tracker's link (decision 043). */
  "milestone.mail": { applicationId: string; milestone: "decision" };
  /** Invite the coborrower to sign in with their own e-mail address and sign there (decision 044). */
  "coborrower.invite": { applicationId: string };
  /** Send the application's MISMO file to its lending system, creating the loan once (decision 081). */
  "loan.deliver": { applicationId: string };
  /** Read the loan's milestone and conditions back from its lending system (decision 082). */
  "loan.status": { applicationId: string };
  /** Tell the borrower the loan team asked for something, with the site's link only (decision 097). */
  "request.mail": { uploadRequestId: string };
  /** Tell the other side of a thread a message waits in the site, without its words (decision 098). */
  "message.alert": { messageId: string };
  /** Tell the file's staff its borrower uploaded documents (decision 098): one alert a batch. */
  "upload.alert": { applicationId: string };
  /** Remind borrowers with something open, then wait for the next round (decision 099). */
  "reminders.send": Record<string, never>;
};

export type JobName = keyof JobPayloads;

export interface JobOptions {
  /** Only one job with this key waits at a time (a second send is dropped). */
  singletonKey?: string;
  /** Not before this moment. */
  startAfter?: Date;
}

/** Where services hand work that may wait; pg-boss behind it (src/server/jobs/pg-boss-queue.ts). */
export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: JobOptions): Promise<void>;
}

/** What runs a job. Throwing fails the attempt: the queue retries it with backoff. */
export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

/**
 * Every job name, so a runner creates each queue before anything is sent to it. A name added to
 * `JobPayloads` must be added here too: the compiler refuses the list otherwise.
 */
export const JOB_NAMES = Object.keys({
  "document.normalise": true,
  "condition.mail": true,
  "milestone.mail": true,
  "coborrower.invite": true,
  "loan.deliver": true,
  "loan.status": true,
  "request.mail": true,
  "message.alert": true,
  "upload.alert": true,
  "reminders.send": true,
} satisfies Record<JobName, true>) as JobName[];
