// The server's import rules (docs/architecture.md#server-import-rules). A feature
// (`server/<feature>/`) imports the platform, itself, and another feature only through that
// feature's public entry (`server/<feature>/index.ts`); the platform (`server/platform/`) imports
// no feature; no product file imports tests/ or tools/. The composition root (`server/*.ts` and
// `server/routes/`) wires the features together and may import any of them. Test files beside the
// code may use the test support and set up data through any feature.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;

/**
 * 'platform', 'root', a feature's name, or 'tests'/'tools'/'other' for a repository path
 * (`server/moderation` is the moderation feature's entry when `isFolder` says it is a folder).
 */
export function serverArea(repoPath, isFolder = () => false) {
  const parts = repoPath.split('/');
  if (parts[0] === 'tests' || parts[0] === 'tools') return parts[0];
  if (parts[0] !== 'server') return 'other';
  if ((parts.length === 2 && !isFolder(repoPath)) || parts[1] === 'routes') return 'root';
  if (parts[1] === 'platform') return 'platform';
  return parts[1];
}

const isFeature = (area) => !['platform', 'root', 'tests', 'tools', 'other'].includes(area);
const isPublicEntry = (target, feature) =>
  target === `server/${feature}` || target === `server/${feature}/index`;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Features over a platform: who may import what in server/.' },
    schema: [],
    messages: {
      testCode: "Product code must not import test or tool code: '{{target}}'.",
      platform:
        "The platform imports no feature: '{{target}}'. Pass what it needs in from the composition root (server/app.ts) instead.",
      feature:
        "A feature imports another feature only through its public entry: import from 'server/{{feature}}' (its index.ts), not '{{target}}'.",
    },
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const from = serverArea(file);
    if (from === 'tests' || from === 'tools' || from === 'other' || TEST_FILE.test(file)) {
      return {};
    }
    function check(node, spec, typeOnly) {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.posix
        .normalize(path.posix.join(path.posix.dirname(file), spec))
        .replace(/\.(tsx?|mjs|js)$/, '');
      const to = serverArea(target, (p) => {
        const full = path.join(context.cwd, p);
        return existsSync(full) && statSync(full).isDirectory();
      });
      if (to === 'tests' || to === 'tools') {
        context.report({ node, messageId: 'testCode', data: { target } });
      } else if (from === 'platform' && isFeature(to)) {
        // The request context names the types of the services a request carries: a type-only
        // import from a feature's public entry, which leaves nothing behind at run time.
        if (typeOnly && isPublicEntry(target, to)) return;
        context.report({ node, messageId: 'platform', data: { target } });
      } else if (from === 'platform' && to === 'root') {
        context.report({ node, messageId: 'platform', data: { target } });
      } else if (isFeature(from) && isFeature(to) && to !== from && !isPublicEntry(target, to)) {
        context.report({ node, messageId: 'feature', data: { target, feature: to } });
      } else if (isFeature(from) && to === 'root') {
        context.report({ node, messageId: 'platform', data: { target } });
      }
    }
    const typeOnly = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 &&
        node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnly(node)),
      ImportExpression: (node) => check(node, node.source.value, false),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
    };
  },
};
