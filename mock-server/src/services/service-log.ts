/** The server's log, as services write to it (pino's methods: an object of details, then the message). */
export type ServiceLog = {
  info(details: unknown, message?: string): void;
  warn(details: unknown, message?: string): void;
  error(details: unknown, message?: string): void;
};
