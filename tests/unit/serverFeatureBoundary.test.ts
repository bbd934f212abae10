// The server's import rules (docs/architecture.md#server-import-rules): ESLint runs with the
// project's own config on planted files, so each test fails if the rule is switched off, loses its
// file pattern, or stops resolving relative paths.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// ESLint's first run loads the config, the plugins and the parser; on a loaded machine that takes
// longer than a test's allowance, so it happens here.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'server/platform/http/Warm.ts' });
}, 120_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'raadslag-server/feature-boundary')
    .map((m) => m.message);
}

describe('server feature boundary', () => {
  it("refuses a feature reaching into another feature's files", async () => {
    const errors = await boundaryErrors(
      'server/moderation/routes/planted.ts',
      "import { findReport } from '../../reports/repo/reports';\nexport const x = findReport;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'server/reports/repo/reports'")]);
  });

  it('refuses the platform importing a feature, even its public entry', async () => {
    const errors = await boundaryErrors(
      'server/platform/http/planted.ts',
      [
        "import { loadConversation } from '../../conversations';",
        "import { insertComment } from '../../moderation/repo/comments';",
        'export const x = [loadConversation, insertComment];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("'server/conversations'"),
      expect.stringContaining("'server/moderation/repo/comments'"),
    ]);
  });

  it('refuses the platform importing the composition root', async () => {
    const errors = await boundaryErrors(
      'server/platform/lifecycle/planted.ts',
      "import { createApp } from '../../app';\nexport const x = createApp;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'server/app'")]);
  });

  it('refuses product code importing tests or tools', async () => {
    const errors = await boundaryErrors(
      'server/participation/planted.ts',
      [
        "import { createTestServer } from '../../tests/server/support';",
        "import { MATH_REPORT } from '../../tools/math/bench/reportFile';",
        'export const x = [createTestServer, MATH_REPORT];',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining("'tests/server/support'"),
      expect.stringContaining("'tools/math/bench/reportFile'"),
    ]);
  });

  it('allows the platform, its own files, public entries and type-only context types', async () => {
    const feature = await boundaryErrors(
      'server/reports/routes/planted.ts',
      [
        "import { HttpError } from '../../platform/http/errors';",
        "import { findReport } from '../repo/reports';",
        "import { loadConversation } from '../../conversations';",
        'export const x = [HttpError, findReport, loadConversation];',
      ].join('\n'),
    );
    const platform = await boundaryErrors(
      'server/platform/http/planted.ts',
      "import type { MathService } from '../../math';\nexport type X = MathService;\n",
    );
    const root = await boundaryErrors(
      'server/plantedRoot.ts',
      "import { findReport } from './reports/repo/reports';\nexport const x = findReport;\n",
    );
    const test = await boundaryErrors(
      'server/reports/planted.test.ts',
      "import { createTestServer } from '../../tests/server/support';\nexport const x = createTestServer;\n",
    );
    expect({ feature, platform, root, test }).toEqual({
      feature: [],
      platform: [],
      root: [],
      test: [],
    });
  });
});
