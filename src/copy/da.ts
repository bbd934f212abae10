// Every user-visible string of the admin and the public pages, in Danish, keyed by meaning. Labels
// the specification quotes in English are Danish here, under the same keys the views and tests use;
// docs/labels.md maps each specification label to the Danish one (tests/unit/danishCopy.test.ts
// keeps English out).
//
// One module per area (src/copy/danish/*), re-exported here. Import the namespace —
// `import * as da from './da'` — and use `da.area.key`: the bundler then keeps only the
// areas a chunk really uses, so the first page does not carry the moderation screens' words
// (docs/architecture.md#budgets). These files import nothing: they are leaves.

export { app } from './danish/app';
export { header } from './danish/header';
export { sidebar } from './danish/sidebar';
export { footer } from './danish/footer';
export { spinner } from './danish/spinner';
export { home } from './danish/home';
export { accessCode } from './danish/accessCode';
export { signIn } from './danish/signIn';
export { signOut } from './danish/signOut';
export { conversations } from './danish/conversations';
export { errors } from './danish/errors';
export { moderation } from './danish/moderation';
export { moderationLog } from './danish/moderationLog';
export { removal } from './danish/removal';
export { reports } from './danish/reports';
export { reportText } from './danish/reportText';
export { exportForm } from './danish/exportForm';
export { monitoring } from './danish/monitoring';
export { account } from './danish/account';
export { conversationAdmin } from './danish/conversationAdmin';
export { adminArea } from './danish/adminArea';
export { configure } from './danish/configure';
export { conversationData } from './danish/conversationData';
export { scheduledClose } from './danish/scheduledClose';
export { conversationLife } from './danish/conversationLife';
export { seed } from './danish/seed';
export { seedBulk, seedList } from './danish/seedList';
export { share } from './danish/share';
export { routeError } from './danish/routeError';
export { notFound } from './danish/notFound';
export { terms } from './danish/terms';
export { privacy } from './danish/privacy';
export { privacyNotice } from './danish/privacyNotice';
export { topics } from './danish/topics';
export { topicGenerate } from './danish/topicGenerate';
export { moderationUndo, topicAction } from './danish/topicAction';
export { participation } from './danish/public/participation';
export { myData } from './danish/public/myData';
export { publicSite } from './danish/public/publicSite';
export { publicReport } from './danish/public/publicReport';
export { newPassword, setPassword, forgotPassword, invite, signup } from './danish/accountFlows';
export { passkeys } from './danish/passkeys';
export { changePassword } from './danish/changePassword';
export { sessions } from './danish/sessions';
export { opinionMap } from './danish/public/opinionMap';
export { reportGroups } from './danish/public/reportGroups';
export { moderators } from './danish/moderators';
export { conversationCards } from './danish/conversationCards';
export { notOpen } from './danish/public/notOpen';
export { draft } from './danish/draft';
/** A count ("1.234") or a moment as Danes write them, for views that show one by itself. */
export {
  formatDateTime,
  formatLongDateTime,
  formatNumber,
  statementNumber,
} from './danish/numbers';
