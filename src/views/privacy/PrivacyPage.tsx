// /privacy: the privacy policy (docs/behaviour.md#privacy): no names, contact details, demographics
// or tracking cookies; only anonymous votes, submitted text and an anonymous participant id. Then
// the operator's notice (docs/deploy.md#privacy-notice): controller, contact, DPO, legal basis,
// retention, the rights and the complaint to Datatilsynet, from /config.json's `privacy`.
import * as da from '../../copy/da';
import { useAppConfig } from '../common/configContext';
import { ProseDocument } from '../common/ProseDocument';
import { NoticeFacts } from './NoticeFacts';
import '../../styles/privacyNotice.css';

export function PrivacyPage() {
  const { privacy } = useAppConfig();
  const copy = da.privacyNotice;
  return (
    <ProseDocument copy={da.privacy}>
      <section aria-labelledby="privacy-notice-heading">
        <h2 id="privacy-notice-heading">{copy.heading}</h2>
        <NoticeFacts
          facts={[
            { ...copy.controller, value: privacy?.controller ?? null },
            { ...copy.contact, value: privacy?.contactEmail ?? null, email: true },
            { ...copy.dpo, value: privacy?.dpo ?? null },
            { ...copy.legalBasis, value: privacy?.legalBasis ?? null },
            { ...copy.retention, value: privacy?.retention ?? null },
          ]}
        />
      </section>
      <section>
        <h2>{copy.rightsHeading}</h2>
        {copy.rights.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section>
        <h2>{copy.complaintHeading}</h2>
        <p>{copy.complaint}</p>
      </section>
    </ProseDocument>
  );
}
