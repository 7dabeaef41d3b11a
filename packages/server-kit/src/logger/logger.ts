import { pino, type Logger } from 'pino';

export type { Logger };

/** One JSON logger per process; secrets in headers and bodies are redacted by path. */
export function createLogger({ name, level = 'info' }: { name: string; level?: string }): Logger {
  return pino({
    name,
    level,
    redact: {
      paths: ['req.headers.authorization', 'password', '*.password', 'token', '*.token', 'confirmPassword'],
      censor: '[redacted]',
    },
  });
}
