/**
 * How an upload's checks say no: deep inside a parser a check throws `refuse(…)`, and the
 * upload's entry turns it into a result with its status and the sentence the designer reads
 * (`refusalOf`). Anything else thrown is a defect, not a refusal, and is not caught here.
 */
export type RefusalStatus = 400 | 413 | 415;

export type UploadResult<T> = ({ ok: true } & T) | { ok: false; status: RefusalStatus; message: string };

class Refusal extends Error {
  readonly status: RefusalStatus;
  constructor(status: RefusalStatus, message: string) {
    super(message);
    this.status = status;
  }
}

export function refuse(message: string, status: RefusalStatus = 400): never {
  throw new Refusal(status, message);
}

/** A refusal thrown by a check, as the upload's result; anything else is thrown on. */
export function refusalOf(error: unknown): UploadResult<never> {
  if (error instanceof Refusal) return { ok: false, status: error.status, message: error.message };
  throw error;
}
