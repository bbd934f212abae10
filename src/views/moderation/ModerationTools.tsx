// Above the moderation lists: search (sent with 'Søg' or Enter, so each search is one request),
// the filters and the sort. Each change is a chart event; the lists load again from their first
// page. The search field is the form's own (uncontrolled): what it holds before 'Søg' is typing,
// not state.
import { useSelector } from '@xstate/react';
import { MODERATION_FILTERS } from '../../../contract/moderationList';
import type { ModerationSort } from '../../../contract/moderationList';
import * as da from '../../copy/da';
import { selectQuery } from '../../machines/moderation/moderation.selectors';
import { useModeration } from './moderationActor';

const SORTS = Object.keys(da.moderation.tools.sorts) as ModerationSort[];

export function ModerationTools() {
  const moderation = useModeration();
  const query = useSelector(moderation, selectQuery);
  const t = da.moderation.tools;
  return (
    <section className="moderation-tools" aria-label={t.label}>
      <form
        className="moderation-tools__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('search');
          moderation.send({ type: 'query.search', text: typeof text === 'string' ? text : '' });
        }}
      >
        <label htmlFor="moderation-search">{t.search}</label>
        <div className="moderation-tools__row">
          <input
            className="field__input"
            id="moderation-search"
            name="search"
            type="search"
            defaultValue={query.search}
            placeholder={t.searchHint}
            maxLength={200}
          />
          <button type="submit" className="button button--secondary button--small">
            {t.searchButton}
          </button>
        </div>
      </form>
      <fieldset className="moderation-tools__filters">
        <legend>{t.filtersLabel}</legend>
        {MODERATION_FILTERS.map((filter) => (
          <label key={filter}>
            <input
              type="checkbox"
              checked={query.filters[filter]}
              onChange={(event) =>
                moderation.send({ type: 'query.filter', filter, on: event.target.checked })
              }
            />
            {t.filters[filter]}
          </label>
        ))}
      </fieldset>
      <div className="moderation-tools__sort">
        <label htmlFor="moderation-sort">{t.sort}</label>
        <select
          className="field__input"
          id="moderation-sort"
          value={query.sort}
          onChange={(event) =>
            moderation.send({ type: 'query.sort', sort: event.target.value as ModerationSort })
          }
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
