/**
 * The demo content is generated (scripts/demo-content/generate.mjs) and committed. These tests keep the
 * two in step and check that the generator never clobbers a hand-written file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO = join(__dirname, '..', '..', '..', '..');
const node = (args: string[], input?: string) =>
  spawnSync(process.execPath, args, { cwd: REPO, input, encoding: 'utf8' });

describe('the demo content generator', () => {
  it('should have written exactly the committed content (run it after changing the generator)', () => {
    const run = node(['scripts/demo-content/generate.mjs', '--check']);
    expect(run.stdout).toMatch(/would write 0, \d+ unchanged, 0 to delete/);
    expect(run.status).toBe(0);
  });

  it('should rewrite its own files, keep hand-written ones and delete what it no longer generates', () => {
    const root = mkdtempSync(join(tmpdir(), 'demo-writer-'));
    mkdirSync(join(root, 'c', 'pages'), { recursive: true });
    writeFileSync(join(root, 'c', 'pages', 'hand.json'), '{"by":"hand"}');
    const writer = join(REPO, 'scripts', 'demo-content', 'lib', 'writer.mjs');
    const script = (outputs: unknown) => `import { writeOutputs } from ${JSON.stringify(writer)};
      console.log(JSON.stringify(writeOutputs(${JSON.stringify(root)}, ${JSON.stringify(outputs)})));`;

    const first = node(
      ['--input-type=module', '-'],
      script([
        { file: 'c/pages/hand.json', story: { by: 'generator' } },
        { file: 'c/pages/old.json', story: { v: 1 } },
      ]),
    );
    expect(JSON.parse(first.stdout)).toMatchObject({ written: ['c/pages/old.json'], skipped: ['c/pages/hand.json'] });
    expect(readFileSync(join(root, 'c', 'pages', 'hand.json'), 'utf8')).toBe('{"by":"hand"}');

    const second = node(['--input-type=module', '-'], script([{ file: 'c/pages/new.json', story: { v: 2 } }]));
    expect(JSON.parse(second.stdout)).toMatchObject({ written: ['c/pages/new.json'], deleted: ['c/pages/old.json'] });
    expect(existsSync(join(root, 'c', 'pages', 'old.json'))).toBe(false);
    expect(existsSync(join(root, 'c', 'pages', 'hand.json'))).toBe(true);
  });
});
