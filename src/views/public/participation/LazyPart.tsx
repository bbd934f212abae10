// A part of the participation page loaded after the first statement (the statement form, Mine
// data): its Danish loading line while the code arrives, and if it cannot be fetched a notice with
// 'Prøv igen'. The lazyPart chart does the loading; this renders it.
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
import * as da from '../../../copy/da';
import { lazyPartMachine } from '../../../machines/public/participation/lazyPart.machine';
import { ErrorNotice } from '../../common/ErrorNotice';
import { Spinner } from '../../common/Spinner';
import { useScreenActor } from '../../common/useScreenActor';

export function LazyPart<P extends object>({
  load,
  loadingLabel,
  failedText,
  props,
}: {
  /** The part's component, fetched (a dynamic import). Must not change while shown. */
  load: () => Promise<ComponentType<P>>;
  loadingLabel: string;
  failedText: string;
  props: P;
}) {
  const actor = useScreenActor(lazyPartMachine, { input: { load } });
  const state = useSelector(actor, (s) => s.value);
  const Part = useSelector(actor, (s) => s.context.part as ComponentType<P> | null);
  if (state === 'shown' && Part) return <Part {...props} />;
  if (state === 'failed') {
    return (
      <ErrorNotice
        retryLabel={da.participation.partRetry}
        onRetry={() => actor.send({ type: 'part.retry' })}
      >
        {failedText}
      </ErrorNotice>
    );
  }
  return <Spinner label={loadingLabel} />;
}
