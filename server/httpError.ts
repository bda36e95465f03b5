// The local inbox's refusals: a status and the reason, said to whoever posted.

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The visitor's browser went away mid-upload: nobody is left to answer. */
export class UploadDropped extends HttpError {}
