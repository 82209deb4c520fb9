/**
 * The figures a reliability or security suite states (cases fuzzed, parallel requests,
 * faults injected, losses). Printed with the test output; when JOY_SOAK_REPORT names a file
 * (the soak runner sets it), also appended there as one JSON line, for its summary.
 */
import fs from 'node:fs';

/** The long run: `npm run test:soak` sets JOY_SOAK=1 and the suites draw larger counts. */
export const SOAK = process.env.JOY_SOAK === '1';

export function recordFigures(suite: string, figures: Record<string, unknown>): void {
  const line = Object.entries(figures)
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  console.log(`${suite}: ${line}`);
  const file = process.env.JOY_SOAK_REPORT;
  if (file) fs.appendFileSync(file, `${JSON.stringify({ suite, ...figures })}\n`);
}
