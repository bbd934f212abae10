// "Mine data" (docs/privacy.md#mine-data): below the participation page, the participant's own
// votes and statements from this device, a vote changed while the conversation is open, and
// everything deleted after a confirmation. The myData chart does the work; this renders it.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import * as da from '../../../copy/da';
import type { MyData } from '../../../../contract/dataProtection';
import type { VoteValue } from '../../../../contract/types';
import { myDataMachine } from '../../../machines/public/participation/myData.machine';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { ErrorNotice } from '../../common/ErrorNotice';
import { HeadedSection } from '../../common/HeadedSection';
import { GuardedButton } from '../../common/GuardedButton';
import { Spinner } from '../../common/Spinner';
import { useScreenActor } from '../../common/useScreenActor';
import { problemText } from '../../common/problemText';
import { myDataDate } from './myDataText';
import '../../../styles/public/modal.css';
import './myData.css';

const VOTES: VoteValue[] = [-1, 1, 0];

export function MyDataSection({ conversationId }: { conversationId: string }) {
  const actor = useScreenActor(myDataMachine, { input: { conversationId } });
  const state = useSelector(actor, (s) => s.value as string);
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const send = actor.send;

  const open = state !== 'closed';
  return (
    <HeadedSection block="my-data" title={da.myData.heading}>
      <p className="my-data__lead">{da.myData.lead}</p>
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        onClick={() => send({ type: open ? 'myData.close' : 'myData.open' })}
      >
        {open ? da.myData.close : da.myData.open}
      </button>
      {state === 'loading' ? <Spinner label={da.myData.loading} /> : null}
      {state === 'nothing' ? <p className="my-data__note">{da.myData.nothing}</p> : null}
      {state === 'erased' ? (
        <p className="my-data__note" role="status">
          {da.myData.erased}
        </p>
      ) : null}
      {state === 'failed' && error ? (
        <ErrorNotice retryLabel={da.myData.retry} onRetry={() => send({ type: 'myData.retry' })}>
          {problemText(da.myData.failed, error)}
        </ErrorNotice>
      ) : null}
      {data && ['shown', 'changing', 'confirming', 'deleting'].includes(state) ? (
        <MyDataLists
          data={data}
          changing={state === 'changing'}
          problem={state === 'shown' && error ? problemText(da.myData.changeFailed, error) : null}
          onChange={(tid, vote) => send({ type: 'vote.change', tid, vote })}
          onDelete={() => send({ type: 'delete.open' })}
        />
      ) : null}
      {data && (state === 'confirming' || state === 'deleting') ? (
        <ConfirmDialog
          title={da.myData.confirmTitle}
          intro={da.myData.confirmIntro(data.votes.length, data.statements.length)}
          busy={state === 'deleting'}
          error={error ? problemText(da.myData.deleteFailed, error) : null}
          labels={{
            cancel: da.myData.cancel,
            confirm: da.myData.confirm,
            busy: da.myData.deleting,
          }}
          onCancel={() => send({ type: 'delete.cancel' })}
          onConfirm={() => send({ type: 'delete.confirm' })}
        />
      ) : null}
    </HeadedSection>
  );
}

function MyDataLists(props: {
  data: MyData;
  changing: boolean;
  problem: string | null;
  onChange: (tid: number, vote: VoteValue) => void;
  onDelete: () => void;
}) {
  const { data, changing } = props;
  // A statement of one's own carries one's agreement with it: that vote is not changed here
  // (docs/privacy.md#mine-data).
  const own = new Set(data.statements.map((statement) => statement.tid));
  return (
    <div className="my-data__content">
      {props.problem ? (
        <p className="field__error" role="alert">
          {props.problem}
        </p>
      ) : null}
      {changing ? <Spinner label={da.myData.changing} /> : null}
      <h3>{da.myData.votesHeading}</h3>
      {data.is_active ? null : <p className="my-data__note">{da.myData.closedNoChange}</p>}
      <OwnList items={data.votes} none={da.myData.noVotes}>
        {(vote) => (
          <>
            <p className="my-data__meta">
              <strong>{da.myData.yourVote(da.myData.vote[String(vote.vote)])}</strong> ·{' '}
              {myDataDate(vote.modified)}
            </p>
            {own.has(vote.tid) ? (
              <p className="my-data__note">{da.myData.ownStatement}</p>
            ) : data.is_active ? (
              <div
                className="my-data__change wrap-row"
                role="group"
                aria-label={da.myData.changeTo}
              >
                <span aria-hidden="true">{da.myData.changeTo}:</span>
                {VOTES.filter((v) => v !== vote.vote).map((v) => (
                  <GuardedButton
                    key={v}
                    className="button button--small button--secondary"
                    aria-label={da.myData.changeVoteLabel(da.myData.vote[String(v)], vote.txt)}
                    inactive={changing}
                    onClick={() => props.onChange(vote.tid, v)}
                  >
                    {da.myData.vote[String(v)]}
                  </GuardedButton>
                ))}
              </div>
            ) : null}
          </>
        )}
      </OwnList>
      <h3>{da.myData.statementsHeading}</h3>
      <OwnList items={data.statements} none={da.myData.noStatements}>
        {(statement) => (
          <p className="my-data__meta">
            {da.myData.mod[String(statement.mod)]} · {myDataDate(statement.created)}
          </p>
        )}
      </OwnList>
      {data.votes.length + data.statements.length > 0 ? (
        <button type="button" className="button button--danger" onClick={props.onDelete}>
          {da.myData.deleteAll}
        </button>
      ) : null}
    </div>
  );
}

/** The participant's votes or statements: each one's text, then what `children` adds about it. */
function OwnList<T extends { tid: number; txt: string }>(props: {
  items: T[];
  none: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {props.items.length === 0 ? <p>{props.none}</p> : null}
      <ul className="my-data__list">
        {props.items.map((item) => (
          <li key={item.tid} className="my-data__item">
            <p className="my-data__text">{item.txt}</p>
            {props.children(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
