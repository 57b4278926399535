/**
 * A function a newcomer can read in one screen or two: none in the API's source (test
 * helpers included) is longer than 120 lines. Migrations are exempt (each is one schema,
 * written as one block), and so are test files' suites (a describe block is a list of
 * cases, not a function to follow).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const sourceRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const maxLines = 120;
const exempt = ['db/migrations/'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function longFunctions(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > maxLines) {
        const name = node.name?.getText(source) ?? '(anonymous)';
        found.push(`${relative(sourceRoot, file)}:${first + 1} ${name}: ${lines} lines`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function length', () => {
  it(`finds no function over ${maxLines} lines outside the migrations`, () => {
    const files = sourceFiles(sourceRoot).filter(
      (file) =>
        !file.endsWith('.test.ts') &&
        !exempt.some((folder) => relative(sourceRoot, file).startsWith(folder)),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => longFunctions(file))).toEqual([]);
  });

  it('would notice one', () => {
    const body = Array.from({ length: maxLines }, (_, line) => `  const v${line} = ${line};`);
    const file = join(sourceRoot, 'routes', 'long.ts');
    const found = longFunctions(file, `export function long() {\n${body.join('\n')}\n}\n`);
    expect(found).toEqual([`routes/long.ts:1 long: ${maxLines + 2} lines`]);
  });
});
