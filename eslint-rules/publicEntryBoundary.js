// The participant app (public.html: src/publicMain.tsx and every `public/` folder) must not pull in
// admin-only code: it is a separate entry for anonymous participants, and anything it imports ships
// to every participant's phone. It may import its own `public/` folders and what both apps share.
// The rule resolves each relative import to a repository path, so `../../app/auth.machine` from
// src/machines/public/participation/ is caught as surely as `../../views/moderation/…`.
import path from 'node:path';

/** Repository paths (without extension) the public entry may import outside its own folders. */
const SHARED = [
  // math: the opinion groups (pca2) are public, and the participation page and report show them.
  /^src\/api\/common\/(client|apiError|config|tolerance|math)$/,
  /^contract\//,
  /^src\/copy\//,
  /^src\/views\/common\//,
  // appEvents: the page's hub, through which the participation chart tells the map of each vote.
  /^src\/machines\/common\/(appEvents|failTo|fromRequest|responseText|statementText|wholePercents)$/,
  /^src\/styles\/(tokens|base|layout|buttons|components)\.css$/,
];
const PUBLIC = /^src\/(publicMain$|(.+\/)?public\/)/;
/** Packages only the admin uses (sign-in, router). */
const ADMIN_PACKAGES = new Set(['react-router', 'react-router-dom', 'oidc-client-ts']);

function isPublicFile(repoPath) {
  return PUBLIC.test(repoPath.replace(/\.(tsx?|css)$/, ''));
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'The public entry imports nothing admin-only.' },
    schema: [],
    messages: {
      admin:
        "The participant app (public.html) must not import admin-only code: '{{target}}'. Move what both apps need to a shared place (src/views/common, src/api, src/copy, contract/) or into a public/ folder.",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (!isPublicFile(file)) return {};
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (!spec.startsWith('.')) {
        if (ADMIN_PACKAGES.has(spec)) {
          context.report({ node, messageId: 'admin', data: { target: spec } });
        }
        return;
      }
      const target = path.posix
        .normalize(path.posix.join(path.posix.dirname(file), spec))
        .replace(/\.(tsx?)$/, '');
      if (!target.startsWith('src/')) return;
      if (PUBLIC.test(target) || SHARED.some((re) => re.test(target))) return;
      context.report({ node, messageId: 'admin', data: { target } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};
