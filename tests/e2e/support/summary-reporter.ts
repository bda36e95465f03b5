import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

/** Ends the run with a plain "N passed, N failed" line that CI reads. */
export default class SummaryReporter implements Reporter {
  private suite?: Suite;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onEnd(_result: FullResult) {
    const tests = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    console.log(
      `\ne2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`,
    );
  }
}
