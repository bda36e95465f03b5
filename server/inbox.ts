import type { IncomingMessage, ServerResponse } from 'node:http';

/** The local lead inbox. Returns true when it handled the request. (Filled in by the lead-capture work.) */
export async function handleInbox(_req: IncomingMessage, _res: ServerResponse): Promise<boolean> {
  return false;
}
