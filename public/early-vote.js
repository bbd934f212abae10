// Keeps a vote tapped on the server's first paint before the app is live, and tells a returning
// participant's device: docs/architecture.md#the-first-paint.
(function () {
  'use strict';
  var page = /^\/([a-z0-9]{10})\/?$/.exec(window.location.pathname);
  try {
    if (page && window.localStorage.getItem('raadslag.participant.' + page[1])) {
      document.documentElement.classList.add('returning-participant');
    }
  } catch {
    // Storage refused (private mode, a sandboxed frame): no token kept here either.
  }
  document.addEventListener('click', function (event) {
    var button = event.target instanceof Element ? event.target.closest('[data-vote]') : null;
    var card = button && button.closest('#first-statement');
    if (!card || card.hasAttribute('data-early-vote')) return;
    if (document.documentElement.classList.contains('returning-participant')) return;
    card.setAttribute('data-early-vote', button.getAttribute('data-vote'));
    button.classList.add('vote-button--pending');
    var buttons = card.querySelectorAll('[data-vote]');
    for (var i = 0; i < buttons.length; i++) buttons[i].setAttribute('aria-disabled', 'true');
    var status = card.querySelector('[data-early-text]');
    if (status) status.textContent = status.getAttribute('data-early-text');
  });
})();
