// Completes a silent token renewal in the hidden iframe oidc-client-ts opened: it hands this page's
// URL (the identity provider's answer) to the app in the parent window, which finishes the renewal.
//
// This is what UserManager.signinSilentCallback() does in oidc-client-ts 3.5 (IFrameWindow
// .notifyParent: postMessage({ source: 'oidc-client', url, keepOpen: false }) to the parent, same
// origin). It is a plain file in public/ rather than a bundled entry because public/ is copied as is
// and the build has one entry; src/api/app/silentRenew.test.ts checks that the message still matches
// what the library sends, so a library upgrade that changes the protocol fails a test.
(function () {
  'use strict';
  var target = window.parent || window;
  target.postMessage(
    { source: 'oidc-client', url: window.location.href, keepOpen: false },
    window.location.origin,
  );
})();
