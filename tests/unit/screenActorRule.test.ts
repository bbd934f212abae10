// `?inspect` and the model tests' snapshot probes see every chart only if each one is started with
// the app's inspection observer. Views and routes start charts through useScreenActor /
// createAppActorContext (src/views/common/useScreenActor.tsx), which pass it; a lint rule forbids
// every other way. ESLint runs here with the project's own config on planted files, so this test
// fails if the rule is switched off, loses its files, or stops seeing an import however it is
// written.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

// ESLint's first run loads the config, the plugins and the parser: on a loaded machine that alone
// outlasted the first test's 20 s. It happens here, with its own allowance.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/views/Warm.tsx' });
}, 120_000);

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const planted = `import {
  useSelector,
  useActorRef as startChart,
} from '@xstate/react';
import { listMachine } from '../../machines/list.machine';
export function List() {
  const list = startChart(listMachine, { input: {} });
  return useSelector(list, (s) => s.value);
}
`;

describe('screen actors lint rule', () => {
  it('refuses useActorRef in a view, even renamed and across lines', async () => {
    const errors = await ruleErrors('src/views/planted/PlantedPage.tsx', planted);
    expect(errors).toEqual([expect.stringContaining('useScreenActor')]);
  });

  it('refuses createActorContext, useMachine and createActor in routes and views', async () => {
    const code =
      "import { createActorContext, useMachine } from '@xstate/react';\n" +
      "import { createActor } from 'xstate';\n" +
      'export const x = [createActorContext, useMachine, createActor];\n';
    expect(await ruleErrors('src/routes/Planted.tsx', code)).toHaveLength(3);
    expect(await ruleErrors('src/views/public/participation/Planted.tsx', code)).toHaveLength(3);
  });

  it('refuses a namespace import that would hide the call', async () => {
    const code = "import * as XR from '@xstate/react';\nexport const x = XR;\n";
    expect(await ruleErrors('src/views/planted/Planted.tsx', code)).toHaveLength(1);
  });

  it('allows useScreenActor, and useActorRef inside the hook itself', async () => {
    const code =
      "import { useSelector } from '@xstate/react';\n" +
      "import { useScreenActor } from '../common/useScreenActor';\n" +
      'export const x = [useSelector, useScreenActor];\n';
    expect(await ruleErrors('src/views/planted/Planted.tsx', code)).toEqual([]);
    expect(await ruleErrors('src/views/common/useScreenActor.tsx', planted)).toEqual([]);
  });
});
