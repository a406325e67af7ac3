import { helpOf, parseCommandArgs, type CommandSpec } from './commands.ts';

const testCommand: CommandSpec = {
  summary: 'runs the tests',
  options: {
    postgres: { type: 'boolean', description: 'also on PostgreSQL' },
    only: { type: 'string', description: 'one step' },
  },
  run: async () => undefined,
};

it('refuses an unknown flag, naming it', () => {
  expect(() => parseCommandArgs(testCommand, ['--postgre'])).toThrow(/--postgre/);
});

it('refuses a positional the command does not take, and a string flag without its value', () => {
  expect(() => parseCommandArgs(testCommand, ['e2e'])).toThrow(/e2e/);
  expect(() => parseCommandArgs(testCommand, ['--only'])).toThrow(/--only/);
});

it('parses known flags and answers --help', () => {
  expect(parseCommandArgs(testCommand, ['--postgres', '--only', 'jest'])).toEqual({
    values: { postgres: true, only: 'jest' },
    positionals: [],
    help: false,
  });
  expect(parseCommandArgs(testCommand, ['--help']).help).toBe(true);
  expect(helpOf('test', testCommand)).toMatch(/--postgres\s+also on PostgreSQL/);
});
