// /privacy: the privacy policy (docs/behaviour.md#privacy): no names, contact details, demographics
// or tracking cookies; only anonymous votes, submitted text and an anonymous participant id.
import * as da from '../../copy/da';
import { useAppConfig } from '../common/configContext';

export function PrivacyPage() {
  const { siteOwner } = useAppConfig();
  return (
    <article className="page prose">
      <h1>{da.privacy.title}</h1>
      <p className="lead">{da.privacy.lead}</p>
      {da.privacy.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {siteOwner ? <p className="prose__meta">{da.privacy.contact(siteOwner)}</p> : null}
    </article>
  );
}
