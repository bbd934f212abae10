// /tos: the terms of use (docs/behaviour.md#tos): minimum age 16, 30 days' notice, liability cap.
import * as da from '../../copy/da';
import { useAppConfig } from '../common/configContext';

export function TermsPage() {
  const { siteOwner } = useAppConfig();
  return (
    <article className="page prose">
      <h1>{da.terms.title}</h1>
      {da.terms.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {siteOwner ? <p className="prose__meta">{da.terms.contact(siteOwner)}</p> : null}
    </article>
  );
}
