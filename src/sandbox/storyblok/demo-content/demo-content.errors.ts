/** One thing wrong with the demo content: the file (relative to the centre folder), the field path, what. */
export interface DemoContentProblem {
  file: string;
  path: string;
  message: string;
}

/** Thrown once per space with every problem found, so one run shows everything to fix. */
export class DemoContentError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly DemoContentProblem[],
  ) {
    const lines = problems.map(
      (problem) => `  ${problem.file}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`,
    );
    super(
      `Invalid demo content in ${dir} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
    this.name = 'DemoContentError';
  }
}
