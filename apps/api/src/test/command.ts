import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Runs an `npm run` command's entry file (TypeScript, on this Node) as its own process with only these environment
 * variables (and PATH, NODE_ENV=test, a JWT_SECRET): its exit code and everything it printed.
 */
export async function runCommand(entry: string, env: Record<string, string>, args: string[] = []) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [entry, ...args], {
      env: { PATH: process.env['PATH'] ?? '', NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}
