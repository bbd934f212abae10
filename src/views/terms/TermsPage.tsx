// /tos: the terms of use (docs/behaviour.md#tos): minimum age 16, 30 days' notice, liability cap.
import * as da from '../../copy/da';
import { ProseDocument } from '../common/ProseDocument';

export function TermsPage() {
  return <ProseDocument copy={da.terms} />;
}
