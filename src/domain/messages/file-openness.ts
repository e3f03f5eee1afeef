/**
 * Whether a file still takes work from the borrower (issue 22 item 4, decision 097). A declined or
 * withdrawn file is over: nothing more is asked of its borrowers and no message reaches them. A
 * funded file is done too: nobody is reminded of anything on it.
 */
export interface FileState {
  declined: boolean;
  withdrawn: boolean;
  funded: boolean;
}

const ENDED_WORDS = {
  declined: "This application was declined",
  withdrawn: "This application was withdrawn",
} as const;

/** Why the file is over for the borrower (declined or withdrawn), or null while it is open. */
function endedBecause(file: FileState): string | null {
  if (file.declined) return ENDED_WORDS.declined;
  if (file.withdrawn) return ENDED_WORDS.withdrawn;
  return null;
}

/** Spec §3 upload request: the sentence refusing a request on an ended file, or null. */
export function uploadRequestRefusal(file: FileState): string | null {
  const ended = endedBecause(file);
  return ended ? `${ended}, so nothing more can be asked of the applicant.` : null;
}

/** The sentence refusing a message to the borrowers on an ended file (a staff note is still kept), or null. */
export function borrowerMessageRefusal(file: FileState): string | null {
  const ended = endedBecause(file);
  return ended
    ? `${ended}: the applicant no longer reads messages here. Keep an internal note instead.`
    : null;
}

/** Does the file still remind its borrowers of what is open? Not once it is declined, withdrawn or funded. */
export function remindsBorrowers(file: FileState): boolean {
  return !file.declined && !file.withdrawn && !file.funded;
}
