// A web-test-runner reporter that counts real test results and writes them as JSON,
// so scripts/test.mjs can print one `N passed, N failed` line for both runners.
// A test file that fails without reporting tests (load error, timeout, browser crash)
// counts as one failure, so a broken file can never look like a pass.
import { writeFileSync } from 'node:fs';

function countSuite(suite, counts) {
  if (!suite) return;
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) countSuite(child, counts);
}

export function countsReporter({ outFile } = {}) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0, files: 0, failedFiles: [] };
      for (const session of sessions) {
        counts.files += 1;
        const failedBefore = counts.failed;
        countSuite(session.testResults, counts);
        if (!session.passed) {
          counts.failedFiles.push(session.testFile);
          // The file failed but no failing test says why (load error, timeout, crash).
          if (counts.failed === failedBefore) counts.failed += 1;
        }
      }
      if (outFile) writeFileSync(outFile, JSON.stringify(counts, null, 2));
    },
  };
}
