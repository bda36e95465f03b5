import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Ends the run with a plain "N passed, N failed" line that CI reads, after the ten slowest specs and tests with their
 * times, so the gate's slowest parts are the first ones looked at.
 */
export default class SummaryReporter implements Reporter {
  private suite?: Suite;
  private readonly times: { spec: string; title: string; ms: number }[] = [];

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.times.push({ spec: path.basename(test.location.file), title: test.title, ms: result.duration });
  }

  onEnd(_result: FullResult) {
    const bySpec = new Map<string, { ms: number; tests: number }>();
    for (const { spec, ms } of this.times) {
      const sum = bySpec.get(spec) ?? { ms: 0, tests: 0 };
      bySpec.set(spec, { ms: sum.ms + ms, tests: sum.tests + 1 });
    }
    const specs = [...bySpec].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
    const tests = [...this.times].sort((a, b) => b.ms - a.ms).slice(0, 10);
    if (specs.length) {
      console.log('\nThe ten slowest specs (test time summed over workers):');
      for (const [spec, { ms, tests: n }] of specs)
        console.log(`  ${seconds(ms).padStart(8)}  ${spec} (${n} tests)`);
      console.log('The ten slowest tests:');
      for (const t of tests) console.log(`  ${seconds(t.ms).padStart(8)}  ${t.spec} › ${t.title}`);
    }
    const all = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) => all.filter((t) => outcomes.includes(t.outcome())).length;
    console.log(
      `\ne2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`,
    );
    // The gate records no trace on a first try (scripts/test.main.ts): a failed test run on its own keeps one.
    const failed = all.filter((t) => t.outcome() === 'unexpected');
    if (failed.length)
      console.log(
        `Each failed test, run on its own with its trace kept:\n${failed
          .map(
            (t) =>
              `  npm exec -- playwright test ${path.relative(process.cwd(), t.location.file)}:${t.location.line}`,
          )
          .join('\n')}`,
      );
  }
}
