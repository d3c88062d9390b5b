#!/usr/bin/env node
/**
 * The first thing every npm script runs: `node scripts/node.mjs [node flags] <entry.ts> [args]`.
 *
 * Plain JavaScript that Node 18 can read, because the entries are TypeScript that only Node 22.18+ runs as it is.
 * With a Node new enough for package.json's `engines`, the entry runs here. With an older one, a Node 24 from the npm
 * registry (the per-platform `node-<os>-<arch>` package, which ships the binary and needs no install script) is
 * installed once into `.cache/node` and runs the entry; its folder goes first on PATH, so the npm, npx and node the
 * entry starts in turn run on it too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(repoRoot, '.cache', 'node');
// Node keeps the compiled code of each file here, TypeScript with its types already stripped: a start after the
// first one neither strips types again nor loads the stripper (~15 MB less resident memory, a faster start).
process.env.NODE_COMPILE_CACHE ??= path.join(repoRoot, '.cache', 'node-compile');
const FETCHED_MAJOR = 24;

const range = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines.node;
const minimum = parseMinimum(range);
const args = process.argv.slice(2);
const entryIndex = args.findIndex((arg) => !arg.startsWith('-'));
if (entryIndex === -1) fail('Usage: node scripts/node.mjs [node flags] <entry.ts> [arguments]');

/** `>=22.18` → [22, 18]; the only form of range this project writes. */
function parseMinimum(text) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?/.exec(String(text).trim());
  if (!match) fail(`package.json engines.node must read ">=MAJOR.MINOR", not "${text}"`);
  return [Number(match[1]), Number(match[2] ?? 0)];
}

function isNewEnough(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > minimum[0] || (major === minimum[0] && minor >= minimum[1]);
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

function versionOf(binary) {
  if (!existsSync(binary)) return null;
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** npm as the running script was started with (npm sets npm_execpath), else the one on PATH. */
function npmCommand(npmArgs) {
  const cli = process.env.npm_execpath;
  return cli && cli.endsWith('.js') ? [process.execPath, [cli, ...npmArgs]] : ['npm', npmArgs];
}

/** The Node in .cache/node, installed from the npm registry the first time. Says in one line what it does. */
function projectNode() {
  const platform = { linux: 'linux', darwin: 'darwin' }[process.platform];
  if (!platform) fail(`Samaj needs Node.js ${range} (this is ${process.version}): install it from https://nodejs.org`);
  const binary = path.join(cacheDir, 'bin', 'node');
  const cached = versionOf(binary);
  const reason = `Node ${process.version} is older than Samaj needs (${range})`;
  if (cached && isNewEnough(cached)) {
    console.log(`${reason}: using Node ${cached} from .cache/node.`);
    return binary;
  }
  const pkg = `node-${platform}-${process.arch}@${FETCHED_MAJOR}`;
  console.log(`${reason}: installing Node ${FETCHED_MAJOR} (${pkg}) from the npm registry into .cache/node, once.`);
  const [command, npmArgs] = npmCommand([
    'install',
    '--global',
    '--prefix',
    cacheDir,
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    pkg,
  ]);
  const result = spawnSync(command, npmArgs, { cwd: repoRoot, encoding: 'utf8' });
  const installed = versionOf(binary);
  if (result.status !== 0 || !installed || !isNewEnough(installed)) {
    console.error([result.stdout, result.stderr, result.error?.message].filter(Boolean).join('\n'));
    fail(
      `Could not install ${pkg} into .cache/node. Install Node.js ${FETCHED_MAJOR} from https://nodejs.org and try again.`,
    );
  }
  return binary;
}

/** `>=22.19.0` → true when `version` satisfies it; any other form of range counts as satisfied. */
function satisfiesMinimum(version, engineRange) {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?\s*$/.exec(String(engineRange ?? '').trim());
  if (!match) return true;
  const have = version.replace(/^v/, '').split('.').map(Number);
  const need = [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)];
  for (let index = 0; index < 3; index++) if (have[index] !== need[index]) return have[index] > need[index];
  return true;
}

function libcOfThisMachine() {
  if (process.platform !== 'linux') return null;
  return process.report?.getReport().header.glibcVersionRuntime ? 'glibc' : 'musl';
}

/**
 * npm on an old Node leaves out optional packages whose `engines` ask for a newer one, even though every script
 * runs on the Node in .cache/node: Lingui's native macro transformer (needs Node 22.19) is one. Fetches each such
 * package of the lock file for this platform into node_modules with `npm pack`, once.
 */
function installOptionalPackagesSkippedForOldNode(node) {
  const lockPath = path.join(repoRoot, 'package-lock.json');
  if (!existsSync(lockPath)) return;
  const newVersion = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const libc = libcOfThisMachine();
  const fits = (list, value) => !list || list.includes(value);
  const skipped = Object.entries(JSON.parse(readFileSync(lockPath, 'utf8')).packages ?? {}).filter(
    ([location, entry]) =>
      location.startsWith('node_modules/') &&
      entry.optional &&
      entry.version &&
      fits(entry.os, process.platform) &&
      fits(entry.cpu, process.arch) &&
      (!libc || fits(entry.libc, libc)) &&
      !satisfiesMinimum(process.version, entry.engines?.node) &&
      satisfiesMinimum(newVersion, entry.engines?.node) &&
      !existsSync(path.join(repoRoot, location, 'package.json')),
  );
  for (const [location, entry] of skipped) {
    const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    console.log(`npm on Node ${process.version} left out ${name}@${entry.version} (it needs Node ${entry.engines.node}): adding it.`);
    const target = path.join(repoRoot, location);
    const temporary = mkdtempSync(path.join(os.tmpdir(), 'samaj-pack-'));
    const [command, npmArgs] = npmCommand(['pack', `${name}@${entry.version}`, '--pack-destination', temporary, '--silent']);
    const packed = spawnSync(command, npmArgs, { cwd: repoRoot, encoding: 'utf8' });
    const tarball = packed.stdout.trim().split('\n').pop();
    mkdirSync(target, { recursive: true });
    const extracted =
      packed.status === 0 && tarball
        ? spawnSync('tar', ['-xzf', path.join(temporary, tarball), '-C', target, '--strip-components=1'])
        : packed;
    rmSync(temporary, { recursive: true, force: true });
    if (extracted.status !== 0) {
      rmSync(target, { recursive: true, force: true });
      console.error([packed.stderr, extracted.stderr?.toString()].filter(Boolean).join('\n'));
      fail(`Could not add ${name}@${entry.version}. Run npm install with Node ${FETCHED_MAJOR} and try again.`);
    }
  }
}

function runIn(node, env) {
  const child = spawn(node, args, { stdio: 'inherit', env });
  // Ctrl-C reaches the child from the terminal itself; a second SIGINT would cut its graceful shutdown short.
  for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  process.on('SIGINT', () => {});
  child.on('error', (error) => fail(`Could not start ${node}: ${error.message}`));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (!isNewEnough(process.version)) {
  const node = projectNode();
  installOptionalPackagesSkippedForOldNode(node);
  runIn(node, { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` });
} else if (entryIndex > 0) {
  // Node flags (e.g. --env-file-if-exists) only apply to a new process.
  runIn(process.execPath, process.env);
} else {
  module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
  // The entry sees the arguments as if it had been started directly: [node, entry, ...args].
  process.argv.splice(1, 1);
  process.argv[1] = path.resolve(args[0]);
  await import(pathToFileURL(process.argv[1]).href);
}
