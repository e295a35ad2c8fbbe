// Trunk post-build hook: copies the words' files (target/words/words-<hash>/, written by build.rs
// while cargo built the app: a Trunk copy-dir would run before them) into the staging
// directory, then writes sw.js there with the list of every file of the build (relative URLs,
// so dist/ works from any folder) and a version from their content.
import { createHash } from 'node:crypto';
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('make-sw: TRUNK_STAGING_DIR is not set (run it as a Trunk hook)');
  process.exit(1);
}

const words = new URL('../../target/words/', import.meta.url).pathname;
try {
  await stat(words);
} catch {
  console.error(`make-sw: no ${words}: build.rs writes the words there in a wasm32 build`);
  process.exit(1);
}
await cp(words, staging, { recursive: true });

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

const files = (await walk(staging))
  .map((p) => relative(staging, p).split('\\').join('/'))
  .filter((p) => p !== 'sw.js')
  .sort();
const hash = createHash('sha256');
for (const f of files) {
  hash.update(f);
  hash.update(await readFile(join(staging, f)));
}
const version = `tramways-${hash.digest('hex').slice(0, 16)}`;
const urls = ['./', ...files.map((f) => `./${f}`)];
const here = new URL('.', import.meta.url).pathname;
const template = await readFile(join(here, 'sw-template.js'), 'utf8');
const sw = template.replace('__VERSION__', version).replace('__FILES__', JSON.stringify(urls, null, 2));
await writeFile(join(staging, 'sw.js'), sw);
console.log(`make-sw: ${urls.length} files, cache ${version}`);
