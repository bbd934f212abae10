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
export { accessCode } from './danish/signin/accessCode';
export { signIn } from './danish/signin/signIn';
export { signOut } from './danish/signOut';
export { conversations } from './danish/conversationList/conversations';
export { errors } from './danish/errors';
export { moderation } from './danish/moderation/moderation';
export { moderationLog } from './danish/moderation/moderationLog';
export { removal } from './danish/removal';
export { reports } from './danish/reports/reports';
export { exportForm } from './danish/reports/exportForm';
export { reportText } from './danish/reportText';
export { monitoring } from './danish/monitoring';
export { account } from './danish/account/account';
export { conversationAdmin } from './danish/conversationAdmin';
export { adminArea } from './danish/adminArea';
export { configure } from './danish/configure/configure';
export { conversationData } from './danish/configure/conversationData';
export { scheduledClose } from './danish/configure/scheduledClose';
export { conversationLife } from './danish/configure/conversationLife';
export { seed } from './danish/configure/seed';
export { seedBulk, seedList } from './danish/configure/seedList';
export { share } from './danish/share';
export { routeError } from './danish/routeError';
export { notFound } from './danish/notFound';
export { terms } from './danish/terms';
export { privacy } from './danish/privacy';
export { privacyNotice } from './danish/privacyNotice';
export { topics } from './danish/topics/topics';
export { topicGenerate } from './danish/topics/topicGenerate';
export { moderationUndo, topicAction } from './danish/topics/topicAction';
export { participation } from './danish/public/participation/participation';
export { myData } from './danish/public/participation/myData';
export { publicSite } from './danish/public/publicSite';
export { publicReport } from './danish/public/publicReport/publicReport';
export { newPassword, setPassword, forgotPassword, invite, signup } from './danish/accountFlows';
export { passkeys } from './danish/account/passkeys';
export { changePassword } from './danish/account/changePassword';
export { sessions } from './danish/account/sessions';
export { opinionMap } from './danish/public/opinionMap';
export { reportGroups } from './danish/public/publicReport/reportGroups';
export { moderators } from './danish/moderators';
export { conversationCards } from './danish/conversationList/conversationCards';
export { notOpen } from './danish/public/participation/notOpen';
export { draft } from './danish/configure/draft';
/** A count ("1.234") or a moment as Danes write them, for views that show one by itself. */
export {
  formatDateTime,
  formatLongDateTime,
  formatNumber,
  statementNumber,
} from './danish/numbers';
