// `npm run launch-check`: the launch list, grouped by what the business does, each group naming the editor screen that
// fixes it, what a production build refuses first (sample reviews, claims without evidence,
// fictional phone numbers, missing company details and service keys, missing photos, contradictions a visitor can
// see, a spec area's /areas page switched off). Exits 1 while anything blocks. `--json` prints the findings as JSON; `--claims` adds the pages' noise claims beside the acoustic model; `--report` always exits 0 (CI runs it
// so on the demo content, which is sample by design). Reads the content files, the build in dist/ and the
// environment (and .env when present), as the build does.
import { existsSync } from 'node:fs';
import { formatReport } from './launch/checks.ts';
import { launchReport, staleBuildNote } from './launch/content.ts';
import { formatModelClaims, modelClaims } from './launch/modelClaims.ts';

const args = new Set(process.argv.slice(2));
if (existsSync('.env')) process.loadEnvFile('.env');
const report = launchReport(process.env);
if (!report) {
  console.error('launch-check reads the built pages: run `npm run build` first.');
  process.exit(2);
}

const { findings, pages } = report;
if (report.changedSinceBuild && !args.has('--json')) console.log(`${staleBuildNote(report.builtAt)}\n`);

console.log(args.has('--json') ? JSON.stringify(findings, null, 2) : formatReport(findings));
// The site's dB and % claims beside the acoustic model: for the business to read, never a blocker, and long, so
// listed on request (`--claims`) and counted otherwise, to keep the launch list itself short.
if (!args.has('--json')) {
  const claims = modelClaims(pages);
  console.log(
    args.has('--claims')
      ? formatModelClaims(claims)
      : `\n${claims.length} noise claims on the pages can be read beside the acoustic model: npm run launch-check -- --claims`,
  );
}
if (args.has('--report') && findings.length) console.log('\n(report mode: not failing)');
process.exit(findings.length && !args.has('--report') ? 1 : 0);
