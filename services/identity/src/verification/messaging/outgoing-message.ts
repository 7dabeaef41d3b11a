/** What the verification flows send. `text` is the whole human-readable message. */
export type EmailMessage = { channel: 'email'; to: string; subject: string; text: string };
/** `vars` fill the provider's approved template (Indian SMS must use DLT-registered templates). */
export type SmsMessage = { channel: 'sms'; to: string; text: string; vars: Record<string, string> };
export type OutgoingMessage = EmailMessage | SmsMessage;

/** One way of delivering a channel's messages. `key` is the job id: the same message always has the same key. */
export type MessageAdapter<M extends OutgoingMessage> = {
  /** Shown in logs and in /widget-config; never a secret. */
  name: string;
  send(message: M, key: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * A delivery that failed. `permanent` means retrying cannot help (the provider refused the message
 * or our credentials); anything else is retried with backoff.
 */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, { permanent }: { permanent: boolean }) {
    super(message);
    this.permanent = permanent;
  }
}
