// The settingsSave chart's `conflict` state, shown beside the field it concerns: another window
// saved this setting while the admin edited it. Both values, and the two ways on: keep mine (saved
// again over the other) or take the other. Renders the chart's conflict; sends its events.
import * as da from '../../copy/da';
import type { SettingsConflict } from '../../machines/configure/settingsSave.machine';

type Value = SettingsConflict['mine'];

function shown(value: Value): string {
  if (typeof value === 'boolean')
    return value ? da.configure.conflict.on : da.configure.conflict.off;
  if (typeof value === 'number')
    return value === 1 ? da.configure.conflict.on : da.configure.conflict.off;
  return value.trim() === '' ? da.configure.conflict.empty : value;
}

export function ConflictNotice({
  conflict,
  onKeepMine,
  onTakeTheirs,
}: {
  conflict: SettingsConflict;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const copy = da.configure.conflict;
  return (
    <div className="alert alert--warning config-conflict" role="alert">
      <p className="alert__text config-conflict__title">{copy.title}</p>
      <p className="alert__detail">{copy.body(da.configure.fields[conflict.field].label)}</p>
      <dl className="config-conflict__values">
        <dt>{copy.theirs}</dt>
        <dd>{shown(conflict.theirs)}</dd>
        <dt>{copy.mine}</dt>
        <dd>{shown(conflict.mine)}</dd>
      </dl>
      <div className="config-conflict__actions">
        <button type="button" className="button button--primary" onClick={onKeepMine}>
          {copy.keepMine}
        </button>
        <button type="button" className="button button--secondary" onClick={onTakeTheirs}>
          {copy.takeTheirs}
        </button>
      </div>
    </div>
  );
}
