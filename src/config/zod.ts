import { z } from 'zod';

// No eval-compiled parsers: the CSP forbids eval, and zod's probe for it is reported as a violation. Every module
// whose schemas reach the browser imports `z` from here, so this runs before any schema is built or parsed.
z.config({ jitless: true });

export { z };
