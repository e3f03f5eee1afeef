/** What the idle-timeout offer says; each signed-in area passes its own (its catalogue). */
export interface IdleTimeoutWords {
  title: string;
  /** The sentence naming when the session ends; `time` is the moment as a clock time. */
  text: (time: string) => string;
  staySignedIn: string;
  signOut: string;
}
