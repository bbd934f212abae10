// /privacy: the privacy policy (docs/behaviour.md#privacy): no names, contact details, demographics
// or tracking cookies; only anonymous votes, submitted text and an anonymous participant id.
import * as da from '../../copy/da';
import { ProseDocument } from '../common/ProseDocument';

export function PrivacyPage() {
  return <ProseDocument copy={da.privacy} />;
}
