// The text's sections as the editor shows them (docs/behaviour.md#reporttext): each
// fixed heading with a textarea per paragraph, 'Slet afsnit' beside each and 'Tilføj afsnit' under
// them; read-only text once the text is published or being sent. Also the conflict's two choices.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as da from '../../copy/da';
import type { reportTextMachine } from '../../machines/reportText/reportText.machine';
import { emptySections } from '../../machines/reportText/reportTextRules';

const t = da.reportText;
type Actor = ActorRefFrom<typeof reportTextMachine>;

export function TextSections({ actor }: { actor: Actor }) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const editable = useSelector(actor, (s) => s.can({ type: 'text.add', section: 0 }));
  const empty = new Set(emptySections(draft));
  return (
    <div className="report-text__sections">
      {draft.map((section, s) => (
        <section
          key={section.key}
          className="report-text__section"
          aria-labelledby={`rt-${section.key}`}
        >
          <h2 id={`rt-${section.key}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, p) =>
            editable ? (
              <div key={p} className="report-text__paragraph">
                <textarea
                  aria-label={t.paragraphLabel(section.heading, p + 1)}
                  aria-invalid={empty.has(s) || undefined}
                  aria-describedby={empty.has(s) ? `rt-${section.key}-error` : undefined}
                  value={paragraph}
                  rows={Math.min(12, Math.max(3, Math.ceil(paragraph.length / 90)))}
                  onChange={(event) =>
                    actor.send({
                      type: 'text.edit',
                      section: s,
                      paragraph: p,
                      value: event.target.value,
                    })
                  }
                />
                {section.paragraphs.length > 1 ? (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t.removeParagraphLabel(section.heading, p + 1)}
                    onClick={() => actor.send({ type: 'text.remove', section: s, paragraph: p })}
                  >
                    {t.removeParagraph}
                  </button>
                ) : null}
              </div>
            ) : (
              <p key={p}>{paragraph}</p>
            ),
          )}
          {editable && empty.has(s) ? (
            <p className="field__error" id={`rt-${section.key}-error`}>
              {t.emptySection(section.heading)}
            </p>
          ) : null}
          {editable ? (
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={t.addParagraphLabel(section.heading)}
              onClick={() => actor.send({ type: 'text.add', section: s })}
            >
              {t.addParagraph}
            </button>
          ) : null}
        </section>
      ))}
    </div>
  );
}

export function ConflictNotice({ actor }: { actor: Actor }) {
  return (
    <div className="alert alert--warning" role="alert">
      <p className="alert__text">
        <strong>{t.conflictTitle}.</strong> {t.conflictIntro}
      </p>
      <div className="report-text__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'conflict.keepMine' })}
        >
          {t.keepMine}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => actor.send({ type: 'conflict.takeTheirs' })}
        >
          {t.takeTheirs}
        </button>
      </div>
    </div>
  );
}
