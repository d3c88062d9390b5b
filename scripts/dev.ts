/** `npm run dev`: the API on :3000 (restarting on change) and Vite on :5173 proxying /api to it. */
import { spawn } from 'node:child_process';
import { repoRoot } from './lib.ts';

const children = [
  spawn(process.execPath, ['--watch', 'apps/api/src/server.ts'], { cwd: repoRoot, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { cwd: repoRoot, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
