// The lint rule that keeps admin-only code out of the participant app (public.html). ESLint runs
// with the project's own config on planted files, so the test fails if the rule is switched off,
// loses its file pattern, or stops resolving relative paths.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// ESLint's first run loads the config, the plugins and the parser: on a loaded machine that alone
// outlasted the first test's 20 s. It happens here, with its own allowance.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/views/public/Warm.tsx' });
}, 120_000);

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((m) => m.ruleId === 'raadslag/public-entry-boundary')
    .map((m) => m.message);
}

describe('public entry boundary', () => {
  it('refuses an admin screen imported by a public view', async () => {
    const errors = await boundaryErrors(
      'src/views/public/participation/Planted.tsx',
      "import { ModerationPage } from '../../moderation/ModerationPage';\nexport const x = ModerationPage;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'src/views/moderation/ModerationPage'")]);
  });

  it('refuses an admin chart reached by a relative path from a public chart', async () => {
    const errors = await boundaryErrors(
      'src/machines/public/participation/planted.machine.ts',
      "import { authMachine } from '../../app/auth.machine';\nexport const x = authMachine;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'src/machines/app/auth.machine'")]);
  });

  it('refuses the admin router and identity client in the public entry', async () => {
    const errors = await boundaryErrors(
      'src/publicMain.tsx',
      "import { Link } from 'react-router-dom';\nimport 'oidc-client-ts';\nexport const x = Link;\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows the public folders and what both apps share', async () => {
    const errors = await boundaryErrors(
      'src/views/public/participation/Planted.tsx',
      [
        "import { Spinner } from '../../common/Spinner';",
        "import * as da from '../../../copy/da';",
        "import { participationMachine } from '../../../machines/public/participation/participation.machine';",
        "import type { Comment } from '../../../../contract/types';",
        'export const x = [Spinner, da, participationMachine] as unknown as Comment;',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves admin files alone', async () => {
    const errors = await boundaryErrors(
      'src/views/moderation/Planted.tsx',
      "import { authMachine } from '../../machines/app/auth.machine';\nexport const x = authMachine;\n",
    );
    expect(errors).toEqual([]);
  });
});
