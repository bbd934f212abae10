// A page of prose from the copy catalogue (the terms, the privacy policy): a title, an optional
// lead, numbered sections of paragraphs, and the site owner's contact line when one is configured.
import type { ReactNode } from 'react';
import { useAppConfig } from './configContext';

export interface ProseCopy {
  title: string;
  lead?: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  contact: (siteOwner: string) => string;
}

/** `children`: more sections after the catalogue's, before the contact line. */
export function ProseDocument({ copy, children }: { copy: ProseCopy; children?: ReactNode }) {
  const { siteOwner } = useAppConfig();
  return (
    <article className="page prose card card--padded">
      <h1>{copy.title}</h1>
      {copy.lead ? <p className="lead">{copy.lead}</p> : null}
      {copy.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
      {siteOwner ? <p className="prose__meta">{copy.contact(siteOwner)}</p> : null}
    </article>
  );
}
