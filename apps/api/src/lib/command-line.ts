import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

const helpOption = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * The options of an `npm run` command (`node:util` parseArgs, with `-h`/`--help` added), or the exit code when there
 * is nothing to run: 0 after printing the usage for `--help`, 2 after printing what is wrong with the options.
 */
export function commandOptions<const T extends ParseArgsOptionsConfig>(options: T, usage: string) {
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, ...helpOption } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  if ((values as { help?: boolean }).help) {
    console.log(usage);
    return 0;
  }
  return values;
}
