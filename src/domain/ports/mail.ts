/** Spec §9 one-time codes and the e-mail conditions of spec §9 (106, 108, 306, 307) go out by mail. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
};

export interface Mail {
  send(message: MailMessage): Promise<{ messageId: string }>;
}
