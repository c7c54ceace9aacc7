import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

// Every workspace (and the root, for scripts/) declares the packages its files import, so a package
// is never found only because another workspace's dependency was hoisted beside it.
const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const workspaces: string[] = readJson(path.join(root, 'package.json')).workspaces.map((w: string) => path.join(root, w));
const skipped = new Set(['node_modules', 'dist', '.git', '.data', 'test-results', 'playwright-report']);

/** The source files of a package, without those of a workspace nested in it. */
function sources(dir: string, own: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return skipped.has(e.name) || (p !== own && workspaces.includes(p)) ? [] : sources(p, own);
    return /\.[cm]?[jt]sx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const imports =
  /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
const typesOf = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

it('every workspace declares the packages it imports', () => {
  const undeclared: string[] = [];
  for (const dir of [root, ...workspaces]) {
    const pkg = readJson(path.join(dir, 'package.json'));
    const declared = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies, ...pkg.optionalDependencies };
    for (const file of sources(dir, dir)) {
      const text = fs
        .readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      for (const m of text.matchAll(imports)) {
        const spec = m[2] ?? m[3] ?? m[4]!;
        if (/^[./]/.test(spec) || spec.startsWith('node:') || builtinModules.includes(packageOf(spec))) continue;
        const name = packageOf(spec);
        // A type-only import is served by the package's own types or by @types.
        if (name === pkg.name || name in declared || (m[1] && typesOf(name) in declared)) continue;
        undeclared.push(`${path.relative(root, file)} imports ${name}, which ${path.relative(root, path.join(dir, 'package.json'))} does not declare`);
      }
    }
  }
  expect(undeclared).toEqual([]);
});
