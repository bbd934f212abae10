// A screen imports another screen only through its public entry (docs/architecture.md#import-rules).
// Each screen has a folder of its name in src/machines and src/views (the participant app's under
// public/); a file there may import its own screen's folders in any layer, the shared folders, and
// another screen only as `<layer>/<screen>` or `<layer>/<screen>/index` — what that index exports
// is the screen's promise to the rest of the app, everything else may change without notice.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders of src/machines and src/views that belong to no one screen. */
const SHARED = new Set(['common', 'app', 'layout']);
const IN_LAYER = /^src\/(machines|views)\/(public\/)?([^/]+)(\/.*)?$/;

/**
 * The screen a repository path (without extension) belongs to, as `{ layer, screen }`, or null:
 * a shared folder, a file beside the screen folders (`views/public/PublicNotFound`), elsewhere.
 */
export function screenOf(repoPath, isDir) {
  const m = IN_LAYER.exec(repoPath);
  if (!m) return null;
  const [, layer, pub = '', name, rest] = m;
  if (!pub && SHARED.has(name)) return null;
  if (!rest && !isDir(`src/${layer}/${pub}${name}`)) return null;
  return { layer, screen: `${pub}${name}` };
}

export default {
  meta: {
    type: 'problem',
    docs: { description: "A screen imports another screen only through that screen's index.ts." },
    schema: [],
    messages: {
      entry:
        "'{{target}}' is inside the {{screen}} screen: import it from '{{entry}}' (its public entry), or move it to a shared folder (src/machines/common, src/views/common).",
    },
  },
  create(context) {
    const root = context.cwd;
    const isDir = (p) =>
      existsSync(path.join(root, p)) && statSync(path.join(root, p)).isDirectory();
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const own = screenOf(file, isDir);
    if (!own || /\.test\.tsx?$/.test(file)) return {};
    function check(node, spec) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix
        .normalize(path.posix.join(path.posix.dirname(file), spec))
        .replace(/\.(tsx?|css)$/, '');
      const other = screenOf(target, isDir);
      if (!other || other.screen === own.screen) return;
      const entry = `src/${other.layer}/${other.screen}`;
      if (target === entry || target === `${entry}/index`) return;
      context.report({ node, messageId: 'entry', data: { target, screen: other.screen, entry } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};
