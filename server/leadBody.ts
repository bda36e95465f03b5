import type { IncomingMessage } from 'node:http';
import { HttpError, UploadDropped } from './httpError.ts';

// Parse: a post's body read in full (within the size limit) and read as fields, whatever form it came in.

/** Bodies larger than this are refused with 413 (a lead is a few kilobytes at most). */
export const maxBodyBytes = 64 * 1024;

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw new HttpError(413, 'Request body too large');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBodyBytes) throw new HttpError(413, 'Request body too large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new UploadDropped(
      400,
      `The upload was cut off (${error instanceof Error ? error.message : 'aborted'})`,
    );
  }
  // A connection closed mid-body ends the stream early rather than failing it.
  if (!req.complete) throw new UploadDropped(400, `The upload was cut off after ${size} bytes`);
  return Buffer.concat(chunks);
}

/** The media type of a Content-Type header, lower-cased and without its parameters (`charset`, `boundary`). */
const mediaTypeOf = (header = '') => header.replace(/;.*$/s, '').trim().toLowerCase();

export const isJsonPost = (req: IncomingMessage) =>
  mediaTypeOf(req.headers['content-type']) === 'application/json';

/** Parse JSON, urlencoded or multipart bodies into fields (nested JSON kept as objects). */
export async function parseBody(req: IncomingMessage, body: Buffer): Promise<Record<string, unknown>> {
  const type = req.headers['content-type'] ?? '';
  if (isJsonPost(req)) {
    try {
      const data: unknown = JSON.parse(body.toString('utf8'));
      if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
    } catch {
      // fall through to the error below
    }
    throw new HttpError(400, 'The body is not a JSON object');
  }
  if (['application/x-www-form-urlencoded', 'multipart/form-data'].includes(mediaTypeOf(type))) {
    try {
      // As sent: a multipart boundary is case-sensitive.
      const form = await new Request('http://inbox.local/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(body),
      }).formData();
      const fields: Record<string, string> = {};
      for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
      return fields;
    } catch {
      throw new HttpError(400, 'The form body could not be read');
    }
  }
  throw new HttpError(415, 'Send JSON, urlencoded or multipart form data');
}
