// The server's one error (docs/contract.md "Errors"): a status, the message the client reads and,
// for field errors, their details. In the kernel so that lib/ and the modules throw it without
// importing plugins/; plugins/errors.ts shapes it into the one error body.
export type ErrorDetail = { path: string; message: string };

export class AppError extends Error {
  readonly statusCode: number;
  readonly details?: ErrorDetail[];
  constructor(statusCode: number, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.details = details;
  }
}
