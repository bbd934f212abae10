// The folder rules of src (docs/architecture.md#import-rules), each proven on a planted file: ESLint
// runs with the project's own config, so a rule switched off, a file pattern that no longer
// matches a moved folder, or a resolver that stops resolving fails here.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// The first run loads the config, the plugins and the parser; on a loaded machine that alone can
// outlast a test's allowance.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/views/moderation/Warm.tsx' });
}, 120_000);

async function messages(filePath: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const screens = (filePath: string, code: string) =>
  messages(filePath, code, 'raadslag/screen-boundary');
const restricted = (filePath: string, code: string) =>
  messages(filePath, code, 'no-restricted-imports');

describe('a chart imports no React', () => {
  it('refuses react and @xstate/react in a chart', async () => {
    const errors = await restricted(
      'src/machines/moderation/planted.machine.ts',
      "import { useState } from 'react';\nimport { useSelector } from '@xstate/react';\nexport const x = [useState, useSelector];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('refuses a view imported by a chart', async () => {
    const errors = await restricted(
      'src/machines/moderation/planted.ts',
      "import { ModerationPage } from '../../views/moderation/ModerationPage';\nexport const x = ModerationPage;\n",
    );
    expect(errors).toHaveLength(1);
  });
});

describe('a view imports no HTTP client', () => {
  it('refuses the API client and ky in a view', async () => {
    const errors = await restricted(
      'src/views/moderation/Planted.tsx',
      "import { api } from '../../api/common/client';\nimport ky from 'ky';\nexport const x = [api, ky];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it("allows a view the API's error type", async () => {
    const errors = await restricted(
      'src/views/moderation/Planted.tsx',
      "import { ApiError } from '../../api/common/apiError';\nexport const x = ApiError;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe("a screen imports another screen only through that screen's index", () => {
  it("refuses a file inside another screen's folder, in either layer", async () => {
    expect(
      await screens(
        'src/views/topics/Planted.tsx',
        "import { useAdminConversation } from '../conversationAdmin/AdminContext';\nexport const x = useAdminConversation;\n",
      ),
    ).toEqual([expect.stringContaining("'src/views/conversationAdmin/AdminContext'")]);
    expect(
      await screens(
        'src/machines/monitoring/planted.ts',
        "import { mapView } from '../public/opinionMap/opinionMapRules';\nexport const x = mapView;\n",
      ),
    ).toEqual([expect.stringContaining("import it from 'src/machines/public/opinionMap'")]);
    expect(
      await screens(
        'src/views/share/Planted.tsx',
        "import { settingsSaveMachine } from '../../machines/configure/settingsSave.machine';\nexport const x = settingsSaveMachine;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a lazy import of a part of another screen', async () => {
    const errors = await screens(
      'src/views/public/participation/Planted.tsx',
      "export const load = () => import('../opinionMap/OpinionMapSection');\n",
    );
    expect(errors).toHaveLength(1);
  });

  it("allows another screen's index, the screen's own folders and the common ones", async () => {
    const errors = await screens(
      'src/views/topics/Planted.tsx',
      [
        "import { useAdminConversation } from '../conversationAdmin';",
        "import { PermissionsError } from '../conversationAdmin/index';",
        "import { topicTreeMachine } from '../../machines/topics/topicTree.machine';",
        "import { Spinner } from '../common/Spinner';",
        "import { fromRequest } from '../../machines/common/fromRequest';",
        "import { AuthContext } from '../app/actorContexts';",
        "import { listTopics } from '../../api/topics/topics';",
        'export const x = [useAdminConversation, PermissionsError, topicTreeMachine, Spinner, fromRequest, AuthContext, listTopics];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('leaves the route table alone: it mounts every screen', async () => {
    const errors = await screens(
      'src/routes/Planted.tsx',
      "import { ModerationPage } from '../views/moderation/ModerationPage';\nexport const x = ModerationPage;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('file length', () => {
  const lines = (n: number) =>
    Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';

  it('warns past 300 lines of code, not counting comments and blank lines', async () => {
    const [result] = await eslint.lintText(lines(301), {
      filePath: 'src/machines/common/planted.ts',
    });
    expect(result.messages.filter((m) => m.ruleId === 'max-lines')).toEqual([
      expect.objectContaining({ severity: 1 }),
    ]);
    const commented = `${'// why\n'.repeat(50)}\n\n${lines(300)}`;
    const [quiet] = await eslint.lintText(commented, { filePath: 'server/planted.ts' });
    expect(quiet.messages.filter((m) => m.ruleId === 'max-lines')).toEqual([]);
  });
});

describe('contract/ is a leaf both sides stand on', () => {
  it('refuses an import of the SPA or the server in contract/', async () => {
    const errors = await restricted(
      'contract/planted.ts',
      "import { api } from '../src/api/common/client';\nimport { openDatabase } from '../server/platform/db';\nexport const x = [api, openDatabase];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows contract/ its own files', async () => {
    const errors = await restricted(
      'contract/planted.ts',
      "import type { Comment } from './types';\nexport type X = Comment;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('the server shares only contract/ with the SPA', () => {
  it('refuses an import of src/ in server/, the copy included', async () => {
    const errors = await restricted(
      'server/reports/text/planted.ts',
      "import { countOf } from '../../../src/copy/danish/numbers';\nimport { api } from '../../../src/api/common/client';\nexport const x = [countOf, api];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('allows contract/, and the first paint the participant copy only', async () => {
    const contract = await restricted(
      'server/reports/text/planted.ts',
      "import { countOf } from '../../../contract/danishNumbers';\nexport const x = countOf;\n",
    );
    const firstPaint = await restricted(
      'server/participation/firstPaint/planted.ts',
      "import * as da from '../../../src/copy/da';\nimport { api } from '../../../src/api/common/client';\nexport const x = [da, api];\n",
    );
    expect({ contract, firstPaint }).toEqual({
      contract: [],
      firstPaint: [expect.stringContaining('src/api/common/client')],
    });
  });
});
