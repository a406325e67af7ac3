import { parseArgs, type ParseArgsConfig } from 'node:util';
import { REMOTE_KEYS } from '../remotes.ts';

type Options = NonNullable<ParseArgsConfig['options']>;
type Parsed = { values: Record<string, string | boolean | undefined>; positionals: string[] };

export type CommandSpec = {
  /** One line for `--help`. */
  summary: string;
  /** What the positionals are, for `--help` (absent: the command takes none). */
  positionals?: string;
  options: Options & Record<string, { description?: string }>;
  run(parsed: Parsed): Promise<unknown>;
};

/** The help text of one command: its summary, arguments and every option. */
export function helpOf(name: string, spec: CommandSpec): string {
  const lines = [
    `npm run ${name} -- ${spec.positionals ? `[${spec.positionals}] ` : ''}[options]`,
    `  ${spec.summary}`,
  ];
  for (const [flag, option] of Object.entries(spec.options)) {
    const value = option.type === 'string' ? '=<value>' : '';
    lines.push(`  --${flag}${value}`.padEnd(28) + (option.description ?? ''));
  }
  lines.push(`  --help`.padEnd(28) + 'this text');
  return lines.join('\n');
}

/**
 * Parses a command's arguments strictly: an unknown flag, a flag without its value or a positional the
 * command does not take is an error (`npm test -- --postgre` must not silently run without PostgreSQL).
 */
export function parseCommandArgs(spec: CommandSpec, args: string[]): Parsed & { help: boolean } {
  const options = Object.fromEntries(
    Object.entries(spec.options).map(([flag, { description: _, ...option }]) => [flag, option]),
  );
  const { values, positionals } = parseArgs({
    args,
    options: { ...options, help: { type: 'boolean' } },
    allowPositionals: Boolean(spec.positionals),
    strict: true,
  });
  const { help, ...rest } = values as Record<string, string | boolean | undefined>;
  return { values: rest, positionals, help: help === true };
}

/** compose's one flag per remote (`--feeds=URL`) plus `--api=URL`. */
export function composeOptions(): CommandSpec['options'] {
  return Object.fromEntries([
    ...REMOTE_KEYS.map((key) => [key, { type: 'string' as const, description: `manifest URL of remote-${key}` }]),
    ['api', { type: 'string' as const, description: 'the API to use instead of starting one' }],
  ]);
}
