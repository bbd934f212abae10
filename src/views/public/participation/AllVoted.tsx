// The end of the statements: a thank-you, an invitation to write one, a way to look for new ones.
import type { RefObject } from 'react';
import * as da from '../../../copy/da';
import type { CheckResult } from '../../../machines/public/participation/participation.machine';
import type { ResponseProblem } from '../../../machines/common/responseText';
import { FocusedNotice } from './FocusedNotice';
import { BusyButton } from '../../common/BusyButton';

export function AllVoted({
  votedCount,
  invitesToWrite,
  isChecking,
  check,
  checkError,
  headingRef,
  onCheck,
}: {
  votedCount: number;
  invitesToWrite: boolean;
  isChecking: boolean;
  check: CheckResult;
  checkError: ResponseProblem | null;
  headingRef: RefObject<HTMLElement | null>;
  onCheck: () => void;
}) {
  return (
    <FocusedNotice
      block="all-voted"
      headingId="all-voted-title"
      title={votedCount > 0 ? da.participation.allVotedTitle : da.participation.noStatementsYet}
      headingRef={headingRef}
    >
      {votedCount > 0 ? <p>{da.participation.allVotedCount(votedCount)}</p> : null}
      {invitesToWrite ? <p>{da.participation.inviteToWrite}</p> : null}
      <p>{da.participation.comeBack}</p>
      <BusyButton
        className="button button--secondary"
        busy={isChecking}
        label={da.participation.checkNew}
        busyLabel={da.participation.checking}
        onClick={() => {
          if (!isChecking) onCheck();
        }}
      />
      <p className="all-voted__status" role="status">
        {check === 'nothingNew' ? da.participation.nothingNew : ''}
      </p>
      {check === 'failed' ? (
        <p className="alert alert--error" role="alert">
          {da.participation.checkFailed(
            checkError ? da.errors.statusLine(checkError.status, checkError.statusText) : '',
          )}
        </p>
      ) : null}
    </FocusedNotice>
  );
}
