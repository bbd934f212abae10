// /tos: the terms of use (docs/behaviour.md#tos): minimum age 16, 30 days' notice, liability cap;
// then who offers the service and how to reach them (TERMS_*, docs/deploy.md#privacy-notice),
// defaults marked.
import * as da from '../../copy/da';
import { useAppConfig } from '../common/configContext';
import { ProseDocument } from '../common/ProseDocument';
import { NoticeFacts } from '../privacy';
import '../../styles/privacyNotice.css';

export function TermsPage() {
  const { privacy } = useAppConfig();
  const copy = da.privacyNotice;
  return (
    <ProseDocument copy={da.terms}>
      <section>
        <h2>{copy.termsHeading}</h2>
        <NoticeFacts
          facts={[
            { ...copy.termsOwner, value: privacy?.termsOwner ?? null },
            { ...copy.termsContact, value: privacy?.termsContact ?? null, email: true },
          ]}
        />
      </section>
    </ProseDocument>
  );
}
