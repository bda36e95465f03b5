// `npm run deploy`: the one way to put the site on Cloudflare Pages from a terminal. First the production guard
// (src/lib/neverLive.ts: nothing fictional goes live unless ALLOW_SAMPLE_CONTENT=1 says so on purpose), on the
// content the build would read, before anything is built; then the build for deploying (HUSHPANE_DEPLOY=1, so the
// build's own guard runs too: src/integrations/productionGuard.ts); then `wrangler pages deploy dist` with the
// arguments given (`npm run deploy -- --branch my-change` for a preview). docs/deploying.md says how.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { site } from '../src/config/site.ts';
import { reviews } from '../src/content/proof.ts';
import { deploySetting, productionRefusal } from '../src/lib/neverLive.ts';

// As the build reads them: .env under the variables already set.
if (existsSync('.env')) process.loadEnvFile('.env');
const env: NodeJS.ProcessEnv = { ...process.env, [deploySetting]: '1' };

const refusal = productionRefusal({ site, reviews }, env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (!env.PUBLIC_FORM_ENDPOINT?.trim()) {
  console.error(
    'Set PUBLIC_FORM_ENDPOINT (for example a Formspree form URL) in .env or before the command: the local inbox exists only under npm start, so the deployed forms need a real endpoint.',
  );
  process.exit(1);
}

/** Runs a command in this terminal; its exit status (1 when it could not start). */
const run = (command: string, args: string[]) => {
  const { status, error } = spawnSync(command, args, { stdio: 'inherit', env });
  if (error) console.error(`${command} could not start: ${error.message}`);
  return status ?? 1;
};

const built = run('npm', ['run', 'build']);
if (built !== 0) process.exit(built);
process.exit(run('wrangler', ['pages', 'deploy', 'dist', ...process.argv.slice(2)]));
